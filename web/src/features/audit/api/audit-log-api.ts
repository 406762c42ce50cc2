import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { auditRecordSchema, type AuditRecord } from '@shared/audit';
import { parsedWith } from '@/lib/firestore-parse';

export type AuditRow = AuditRecord & { id: string };

// One converter for the module's life: reactfire finds a live query by `queryEqual`, which
// compares converters by identity, so a new one per render would open a new listener each time.
const auditRecords = parsedWith(auditRecordSchema);

/**
 * The latest `count` audit entries, newest first, read straight from Firestore (rules: admins
 * only) and parsed with the one audit schema. Entries that do not match it are left out. A live
 * listener, not a read: reactfire keeps it current, so it stays out of the query cache.
 */
export function useAuditLog(count: number): { loading: boolean; rows: AuditRow[] } {
  const entries = query(
    collection(useFirestore(), 'auditLog').withConverter(auditRecords),
    orderBy('at', 'desc'),
    limit(count),
  );
  const { status, data } = useFirestoreCollection(entries);
  if (status === 'loading') return { loading: true, rows: [] };
  const rows: AuditRow[] = [];
  for (const doc of data?.docs ?? []) {
    const parsed = doc.data();
    if (parsed.ok) rows.push({ ...parsed.data, id: doc.id });
  }
  return { loading: false, rows };
}
