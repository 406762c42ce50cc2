import type { AuditRecord } from '../../functions/src/shared/audit.js';
import type { SeededRandom } from './seeded-random.js';
import type { VolumeUser } from './volume-accounts.js';
import {
  madeAtMs,
  numberedDocument,
  stamp,
  times,
  type ImpliedAudit,
  type VolumeDocument,
} from './volume-context.js';

export const AUDIT_COUNT = 200;

/** What the audit log is made from besides its own draws. */
export interface AuditSources {
  /** The entries the seeded records imply, each at its own time. */
  implied: readonly ImpliedAudit[];
  /** The accounts that download the CV, with the demo accounts. */
  users: readonly VolumeUser[];
  /** Who changes the availability. */
  adminUid: string;
}

/**
 * The audit log: the entries the seeded records imply (role changes, decisions on meetings and
 * payments, cancellations), a few availability changes, and CV downloads to make AUDIT_COUNT.
 */
export function volumeAuditLog(
  random: SeededRandom,
  nowMs: number,
  { implied, users, adminUid }: AuditSources,
): VolumeDocument[] {
  const changes: ImpliedAudit[] = times(3, () => ({
    atMs: madeAtMs(random, nowMs),
    entry: { action: 'availability.update', actorUid: adminUid },
  }));
  const known = [...implied, ...changes];
  if (known.length > AUDIT_COUNT)
    throw new Error(`${known.length} audit entries, over ${AUDIT_COUNT}.`);
  const readers = [
    ...users.map((user) => user.uid),
    'demo-general-user',
    'demo-business-associate',
  ];
  const downloads: ImpliedAudit[] = times(AUDIT_COUNT - known.length, () => ({
    atMs: madeAtMs(random, nowMs),
    entry: { action: 'cv.download', actorUid: random.pick(readers) },
  }));
  return [...known, ...downloads]
    .sort((a, b) => a.atMs - b.atMs)
    .map(({ entry, atMs }, index) => {
      const record: AuditRecord = { ...entry, at: stamp(atMs) };
      return numberedDocument('auditLog', 'audit', index, record);
    });
}
