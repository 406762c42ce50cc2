import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@shared/audit';
import Stack from '@mui/material/Stack';
import { ExportButton } from '@/components/ui/export-button';
import { PagedList } from '@/components/ui/paged-list';
import { useAuditLog } from '../api/audit-log-queries';
import { AUDIT_ROW_SHAPE, EXPORT_ROW_HEIGHT } from './audit-log-placeholder';
import { formatInstant, SHOWN } from '@/lib/visitor-time';

const changedFields = (changed: readonly string[]): string =>
  changed.length === 1 ? (changed[0] ?? '') : `${changed.length} fields`;

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
    case 'newsletter.send':
      return `Newsletter issue sent: ${entry.targetId}`;
    case 'content.publish':
      return `Content published: ${entry.targetId} version ${entry.version} (${changedFields(entry.changed)})`;
    case 'content.revert':
      return `Content reverted: ${entry.targetId} version ${entry.version} restores version ${entry.revertOf} (${changedFields(entry.changed)})`;
    case 'export':
      return `Exported as CSV: ${entry.list}${entry.status ? ` (${entry.status})` : ''}`;
  }
}

/** Who did it: the account, or the named tool (the make-admin script). */
const actorOf = (entry: AuditEntry): string =>
  entry.actorUid ?? ('actor' in entry ? entry.actor : undefined) ?? '?';

/** The recorded actions, newest first, a page at a time (admins only), and their CSV export. */
export function AuditLog() {
  const read = useAuditLog();
  return (
    <Stack spacing={2}>
      <Box sx={{ height: EXPORT_ROW_HEIGHT, display: 'flex', alignItems: 'center' }}>
        <ExportButton name="audit-log" filter={{}} label="Admin activity" />
      </Box>
      <PagedList
        read={read}
        label="Recent admin activity"
        empty="No admin activity yet."
        placeholder={AUDIT_ROW_SHAPE}
        renderRow={(entry) => (
          <Box component="li" sx={{ py: 0.75 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {describeAuditEntry(entry)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {formatInstant(new Date(entry.at), SHOWN.moment)} · by {actorOf(entry)}
            </Typography>
          </Box>
        )}
      />
    </Stack>
  );
}
