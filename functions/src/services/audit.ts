import { FieldValue, Timestamp, type Query, type Transaction } from 'firebase-admin/firestore';
import {
  auditEntrySchema,
  auditRecordSchema,
  auditRowSchema,
  type AuditEntry,
  type AuditLogFilter,
  type AuditRecord,
  type AuditRow,
} from '../shared/audit';
import { collectionOf } from '../lib/converters';
import type { Page, PageRequest } from '../lib/pages';
import { pageOfRows, storedWithin } from '../lib/rows';
import { findAccount } from './user-records';

const auditLog = () => collectionOf('auditLog', auditRecordSchema);

/**
 * Records one audit entry at the server's time, inside `tx` when the action it records is part
 * of a transaction (so both happen or neither). Every writer of `auditLog` comes through here.
 */
export async function recordAudit(entry: AuditEntry, tx?: Transaction): Promise<void> {
  const record = { ...auditEntrySchema.parse(entry), at: FieldValue.serverTimestamp() };
  const ref = auditLog().doc();
  if (tx) tx.create(ref, record);
  else await ref.create(record);
}

/** The account `actor` names: its username or email, else `actor` read as an account id. */
async function actorUidOf(actor: string): Promise<string> {
  return (await findAccount(actor))?.uid ?? actor;
}

/**
 * A page of the entries `filter` selects, newest first, as the admin area reads them. Every filter
 * is part of the query (the date range on `at`, which the list is sorted by), so a page is full
 * while more match and nothing is read that is not shown; the indexes are in
 * firestore.indexes.json. A cursor names its filter: one made for another filter is refused.
 */
export async function listAuditLog(
  { from, to, actor, action }: AuditLogFilter,
  page: PageRequest,
): Promise<Page<AuditRow>> {
  const collection = auditLog();
  const actorUid = actor === undefined ? undefined : await actorUidOf(actor);
  const query = storedWithin(entriesOf({ actorUid, action }), { from, to }, 'at');
  const name = `auditLog:${JSON.stringify([from, to, actorUid, action])}`;
  return pageOfRows({ name, collection, sortField: 'at', runs: [query] }, page, auditRowSchema);
}

/** The entries of one action, or of one actor, or both: the activity's filters and own histories. */
function entriesOf({
  actorUid,
  action,
}: {
  actorUid?: string | undefined;
  action?: AuditEntry['action'] | undefined;
}): Query<AuditRecord, AuditRecord> {
  let query: Query<AuditRecord, AuditRecord> = auditLog();
  if (action !== undefined) query = query.where('action', '==', action);
  if (actorUid !== undefined) query = query.where('actorUid', '==', actorUid);
  return query;
}

/**
 * The most recent `limit` times `actorUid` did `action` (a visitor's own CV downloads), newest
 * first: one query on the same index as the activity's actor and action filter.
 */
export async function ownActions(
  actorUid: string,
  action: AuditEntry['action'],
  limit: number,
): Promise<string[]> {
  const snapshot = await entriesOf({ actorUid, action }).orderBy('at', 'desc').limit(limit).get();
  return snapshot.docs.flatMap((doc) => {
    const at: unknown = doc.get('at');
    return at instanceof Timestamp ? [at.toDate().toISOString()] : [];
  });
}
