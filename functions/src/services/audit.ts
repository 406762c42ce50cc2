import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  auditEntrySchema,
  auditRecordSchema,
  auditRowSchema,
  type AuditEntry,
  type AuditRow,
} from '../shared/audit';
import { collectionOf } from '../lib/converters';
import type { Page, PageRequest } from '../lib/pages';
import { pageOfRows } from '../lib/rows';

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

/** A page of the entries, newest first, as the admin area reads them. */
export function listAuditLog(page: PageRequest): Promise<Page<AuditRow>> {
  const collection = auditLog();
  return pageOfRows(
    { name: 'auditLog', collection, sortField: 'at', runs: [collection] },
    page,
    auditRowSchema,
  );
}
