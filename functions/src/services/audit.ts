import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  auditEntrySchema,
  auditRecordSchema,
  auditRowSchema,
  type AuditEntry,
  type AuditRow,
} from '../shared/audit';
import { collectionOf, wellFormed } from '../lib/converters';
import { ADMIN_LIST_LIMIT, rowOf } from '../lib/rows';

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

/** The newest entries first, as the admin area reads them. */
export async function listAuditLog(): Promise<AuditRow[]> {
  const snapshot = await auditLog().orderBy('at', 'desc').limit(ADMIN_LIST_LIMIT).get();
  return wellFormed(snapshot.docs).map(({ id, data }) => rowOf(auditRowSchema, id, data));
}
