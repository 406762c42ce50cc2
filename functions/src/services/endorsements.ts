import { FieldValue } from 'firebase-admin/firestore';
import { ownerProfile } from './published-content';
import {
  endorsementContactDocumentSchema,
  endorsementDocumentSchema,
  endorsementsVersionDocumentSchema,
  type EndorsedSkill,
  type EndorsementDocument,
  type EndorsementSubmission,
  type Endorser,
  type ModerateEndorsement,
  type PendingEndorsement,
} from '../shared/endorsements';
import { db } from '../lib/admin';
import type { Visitor } from '../lib/caller';
import { collectionOf, wellFormed } from '../lib/converters';
import { DomainError } from '../lib/errors';
import { storeOnce, type Stored } from '../lib/exactly-once';
import { pageOf, type Page, type PageRequest } from '../lib/pages';
import { withoutHoneypot } from '../lib/honeypot';
import { admittedPublicWrite } from '../policies/rate-limits';
import { recordAudit } from './audit';
import { adminPageAction, oneLine, ownerAddress, queueMailWith, type MailMessage } from './mail';

/**
 * Skill endorsements: visitors submit (pending, the address kept apart), admins approve
 * or reject, and everyone reads the approved ones per skill.
 */

/** How long one instance reuses the aggregated list when nothing was moderated meanwhile. */
const CACHE_MS = 60_000;
const MAX_ENDORSEMENTS = 1000;

export const endorsements = () => collectionOf('endorsements', endorsementDocumentSchema);
// Endorsers' addresses live apart from the publicly readable documents (admins only).
export const endorsementContacts = () =>
  collectionOf('endorsementsPrivate', endorsementContactDocumentSchema);
const contactRef = (id: string) => endorsementContacts().doc(id);
// A moderation bumps this document, so every instance drops its cached list at the next request.
const versionRef = () =>
  collectionOf('config', endorsementsVersionDocumentSchema).doc('endorsements');

let cache: { version: number; at: number; skills: EndorsedSkill[] } | undefined;

type Submission = Omit<EndorsementSubmission, 'website'>;

/**
 * The owner's copy carries everything; the endorser's confirmation none of what they typed, as it
 * goes to whatever address they gave.
 */
export function endorsementMails(endorsement: Submission): MailMessage[] {
  return [
    {
      to: ownerAddress(),
      subject: `Endorsement to review: ${oneLine(endorsement.skill)} from ${oneLine(endorsement.name)}`,
      paragraphs: [
        `${endorsement.name} (${endorsement.relation}${endorsement.headline ? `, ${endorsement.headline}` : ''}) endorsed "${endorsement.skill}".`,
        'It stays hidden until you approve it.',
      ],
      action: adminPageAction('Review endorsements'),
    },
    {
      to: endorsement.email,
      subject: 'Thank you for your endorsement',
      paragraphs: [
        'Hello,',
        'Thank you for endorsing one of my skills. Your endorsement has been submitted for review and will appear on the site once approved.',
        'If you did not endorse anyone, you can ignore this email.',
        `— ${ownerProfile().name}`,
      ],
    },
  ];
}

/**
 * Stores an endorsement once as `pending` (nothing a visitor sends is public before an admin
 * approves it), its endorser's address in `endorsementsPrivate`. A filled honeypot is stored as
 * spam, answered alike, mailed to nobody.
 */
export async function submitEndorsement(
  input: EndorsementSubmission,
  caller: Visitor,
): Promise<Stored> {
  const { data, spam } = withoutHoneypot(input);
  const { email, ...open } = data;
  return storeOnce<EndorsementDocument>({
    collection: endorsements(),
    payload: data,
    ...admittedPublicWrite('endorsements', caller, email),
    record: (requestHash) => ({
      ...open,
      status: spam ? 'spam' : 'pending',
      requestHash,
      createdAt: FieldValue.serverTimestamp(),
    }),
    alongside: (batch, id) => {
      batch.create(contactRef(id), { email, uid: caller.uid });
      if (!spam) queueMailWith(batch, endorsementMails(data));
    },
  });
}

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

/** The public list, cached per instance for a minute unless a moderation happened meanwhile. */
export async function approvedEndorsements(now = Date.now()): Promise<EndorsedSkill[]> {
  const version = (await versionRef().get()).data()?.version ?? 0;
  if (cache && cache.version === version && now - cache.at < CACHE_MS) return cache.skills;
  const snapshot = await endorsements()
    .where('status', '==', 'approved')
    .orderBy('createdAt', 'asc')
    .limit(MAX_ENDORSEMENTS)
    .get();
  const skills = aggregate(wellFormed(snapshot.docs).map((row) => row.data));
  cache = { version, at: now, skills };
  return skills;
}

/** The moderation queue, a page at a time: endorsements waiting for a decision, with their addresses. */
export async function pendingEndorsements(page: PageRequest): Promise<Page<PendingEndorsement>> {
  const collection = endorsements();
  const { items: rows, nextCursor } = await pageOf(
    {
      name: 'endorsements:pending',
      collection,
      sortField: 'createdAt',
      runs: [collection.where('status', '==', 'pending')],
    },
    page,
  );
  const contacts =
    rows.length === 0 ? [] : await db().getAll(...rows.map(({ id }) => contactRef(id)));
  const items = rows.map(({ id, data }, index) => ({
    id,
    name: data.name,
    email: contacts[index]?.data()?.email ?? '',
    skill: data.skill,
    headline: data.headline ?? null,
    relation: data.relation,
    createdAt: data.createdAt.toDate().toISOString(),
  }));
  return { items, nextCursor };
}

const DECIDED_MESSAGE: Record<Exclude<EndorsementDocument['status'], 'pending'>, string> = {
  approved: 'That endorsement has already been approved.',
  rejected: 'That endorsement has already been rejected.',
  spam: 'That endorsement was marked as spam and cannot be moderated.',
};

/**
 * Approves or rejects a pending endorsement, with an audit record, in one transaction. A missing
 * one is not found; one already decided stays as it was (the decision is not made twice).
 */
export async function moderateEndorsement(
  { id, decision }: ModerateEndorsement,
  adminUid: string,
): Promise<void> {
  const ref = endorsements().doc(id);
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw new DomainError('not-found', 'That endorsement no longer exists.');
    if (current.status !== 'pending')
      throw new DomainError('failed-precondition', DECIDED_MESSAGE[current.status]);
    tx.update(ref, {
      status: decision,
      moderatedAt: FieldValue.serverTimestamp(),
      moderatedBy: adminUid,
    });
    tx.set(versionRef(), { version: FieldValue.increment(1) }, { merge: true });
    await recordAudit(
      {
        action: decision === 'approved' ? 'endorsement.approve' : 'endorsement.reject',
        actorUid: adminUid,
        targetId: id,
      },
      tx,
    );
  });
}
