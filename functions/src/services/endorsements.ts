import { FieldValue } from 'firebase-admin/firestore';
import type { EndorsedSkill, Endorser, ModerateEndorsement } from '../shared/endorsements';
import { db } from '../lib/admin';
import { HttpError } from '../lib/errors';

/** How long one instance reuses the aggregated list when nothing was moderated meanwhile. */
const CACHE_MS = 60_000;
const MAX_ENDORSEMENTS = 1000;

// A moderation bumps this document, so every instance drops its cached list at the next request.
const versionRef = () => db().collection('config').doc('endorsements');

let cache: { version: number; at: number; skills: EndorsedSkill[] } | undefined;

/** Approved endorsements per skill (same skill whatever its letter case), most endorsed first. */
export function aggregate(
  rows: readonly (Endorser & { skill: string; email?: string })[],
): EndorsedSkill[] {
  const bySkill = new Map<string, EndorsedSkill>();
  for (const row of rows) {
    const key = row.skill.trim().toLowerCase();
    const entry = bySkill.get(key) ?? { skill: row.skill.trim(), count: 0, endorsers: [] };
    entry.count += 1;
    entry.endorsers.push({
      name: row.name,
      relation: row.relation,
      ...(row.headline ? { headline: row.headline } : {}),
    });
    bySkill.set(key, entry);
  }
  return [...bySkill.values()].sort((a, b) => b.count - a.count || a.skill.localeCompare(b.skill));
}

export async function approvedEndorsements(now = Date.now()): Promise<EndorsedSkill[]> {
  const version = Number((await versionRef().get()).get('version') ?? 0);
  if (cache && cache.version === version && now - cache.at < CACHE_MS) return cache.skills;
  const snapshot = await db()
    .collection('endorsements')
    .where('status', '==', 'approved')
    .orderBy('createdAt', 'asc')
    .limit(MAX_ENDORSEMENTS)
    .get();
  const skills = aggregate(snapshot.docs.map((doc) => doc.data() as Endorser & { skill: string }));
  cache = { version, at: now, skills };
  return skills;
}

/** Approves or rejects a pending endorsement, for the admin's moderation queue. */
export async function moderateEndorsement(
  { id, decision }: ModerateEndorsement,
  adminUid: string,
): Promise<void> {
  const ref = db().collection('endorsements').doc(id);
  await db().runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new HttpError(404, 'That endorsement no longer exists.');
    tx.update(ref, {
      status: decision,
      moderatedAt: FieldValue.serverTimestamp(),
      moderatedBy: adminUid,
    });
    tx.set(versionRef(), { version: FieldValue.increment(1) }, { merge: true });
    tx.create(db().collection('auditLog').doc(), {
      action: `endorsement.${decision === 'approved' ? 'approve' : 'reject'}`,
      actorUid: adminUid,
      targetId: id,
      at: FieldValue.serverTimestamp(),
    });
  });
}
