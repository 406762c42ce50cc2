import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@shared/audit';
import { useAuditLog } from '../api/audit-log-api';

/** One line per kind of record: role changes, moderation decisions, CV downloads, availability. */
export function describeAuditEntry(entry: AuditEntry): string {
  switch (entry.action) {
    case 'setRole':
      return `Role change: ${entry.targetUid} ${entry.previousRole ?? '?'} → ${entry.role}`;
    case 'endorsement.approve':
      return `Endorsement approved: ${entry.targetId}`;
    case 'endorsement.reject':
      return `Endorsement rejected: ${entry.targetId}`;
    case 'cv.download':
      return 'CV downloaded';
    case 'availability.update':
      return 'Availability settings changed';
    case 'meeting.accept':
      return `Meeting request accepted: ${entry.targetId}`;
    case 'meeting.decline':
      return `Meeting request declined: ${entry.targetId}`;
    case 'booking.cancel':
      return `Booking cancelled: ${entry.targetId}`;
    case 'payment.paid':
      return `Payment verified: ${entry.targetId}`;
    case 'payment.reject':
      return `Payment rejected: ${entry.targetId}`;
  }
}

/** Who did it: the account, or the named tool (the make-admin script). */
const actorOf = (entry: AuditEntry): string =>
  entry.actorUid ?? ('actor' in entry ? entry.actor : undefined) ?? '?';

/** The latest recorded actions (admins only). */
export function AuditLog() {
  const { loading, rows } = useAuditLog(10);
  if (loading) return <Typography color="text.secondary">Loading activity…</Typography>;
  if (rows.length === 0)
    return <Typography color="text.secondary">No admin activity yet.</Typography>;
  return (
    <List dense aria-label="Recent admin activity">
      {rows.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          <ListItemText
            primary={describeAuditEntry(entry)}
            secondary={`${entry.at.toDate().toLocaleString()} · by ${actorOf(entry)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
