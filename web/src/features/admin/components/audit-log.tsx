import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

interface AuditEntry {
  id: string;
  action: string;
  actorUid: string;
  targetUid?: string;
  targetId?: string;
  role?: string;
  previousRole?: string;
  at?: { toDate: () => Date };
}

/** One line per kind of record: role changes, moderation decisions, CV downloads. */
export function describeAuditEntry(entry: AuditEntry): string {
  switch (entry.action) {
    case 'setRole':
      return `Role change: ${entry.targetUid ?? '?'} ${entry.previousRole ?? '?'} → ${entry.role ?? '?'}`;
    case 'endorsement.approve':
      return `Endorsement approved: ${entry.targetId ?? '?'}`;
    case 'endorsement.reject':
      return `Endorsement rejected: ${entry.targetId ?? '?'}`;
    case 'cv.download':
      return 'CV downloaded';
    default:
      return entry.action;
  }
}

/** The latest recorded actions, read straight from Firestore (rules: admins only). */
export function AuditLog() {
  const entries = query(collection(useFirestore(), 'auditLog'), orderBy('at', 'desc'), limit(10));
  const { status, data } = useFirestoreCollectionData(entries, { idField: 'id' });
  if (status === 'loading')
    return <Typography color="text.secondary">Loading activity…</Typography>;
  const rows = (data ?? []) as AuditEntry[];
  if (rows.length === 0)
    return <Typography color="text.secondary">No admin activity yet.</Typography>;
  return (
    <List dense aria-label="Recent admin activity">
      {rows.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          <ListItemText
            primary={describeAuditEntry(entry)}
            secondary={`${entry.at ? entry.at.toDate().toLocaleString() : 'just now'} · by ${entry.actorUid}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
