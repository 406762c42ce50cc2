import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type AuditLogFilter,
} from '@shared/audit';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router-dom';
import { ExportButton } from '@/components/ui/export-button';
import { PagedList } from '@/components/ui/paged-list';
import { ADMIN_LIST_PARAMS as P } from '@/lib/admin-list-params';
import { useAuditLog } from '../api/audit-log-queries';
import { AUDIT_ROW_SHAPE, EXPORT_ROW_HEIGHT } from './audit-log-placeholder';
import { AuditLogFilters, type ActivityFilters } from './audit-log-filters';
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of `day` (`2026-12-01`) in the admin's time zone, `days` later, as an instant. */
function startOf(day: string, days = 0): string {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + days);
  return date.toISOString();
}

/** The filters the address holds, as the form shows them. */
function shownFilters(params: URLSearchParams): ActivityFilters {
  const day = (name: string): string => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const action = AUDIT_ACTIONS.find((entry) => entry === params.get(P.activityAction));
  return {
    from: day(P.activityFrom),
    to: day(P.activityTo),
    actor: params.get(P.activityActor)?.trim() ?? '',
    action: action ?? '',
  };
}

/** The filters as the server takes them: days to instants, the last day included whole. */
function requestOf({ from, to, actor, action }: ActivityFilters): AuditLogFilter {
  return {
    ...(from ? { from: startOf(from) } : {}),
    ...(to ? { to: startOf(to, 1) } : {}),
    ...(actor ? { actor } : {}),
    ...(action ? { action: action satisfies AuditAction } : {}),
  };
}

/**
 * The recorded actions, newest first, a page at a time (admins only), filtered by days, actor
 * and action (in the address, so a reload keeps them), and their CSV export with those filters.
 * The server checks the filters and says what is wrong with one (a range backwards or wider
 * than a year), which the list shows in place of its rows.
 */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const shown = shownFilters(params);
  const filter = requestOf(shown);
  const read = useAuditLog(filter);
  const apply = (next: ActivityFilters): void =>
    setParams(
      (previous) => {
        const changed = new URLSearchParams(previous);
        const set = (name: string, value: string) =>
          value ? changed.set(name, value) : changed.delete(name);
        set(P.activityFrom, next.from);
        set(P.activityTo, next.to);
        set(P.activityActor, next.actor.trim());
        set(P.activityAction, next.action);
        return changed;
      },
      { replace: true },
    );
  const filtered = Object.keys(filter).length > 0;
  return (
    <Stack spacing={2}>
      <AuditLogFilters key={params.toString()} shown={shown} onApply={apply} />
      <Box sx={{ height: EXPORT_ROW_HEIGHT, display: 'flex', alignItems: 'center' }}>
        <ExportButton name="audit-log" filter={filter} label="Admin activity" />
      </Box>
      <PagedList
        key={JSON.stringify(filter)}
        read={read}
        label="Recent admin activity"
        items="entries"
        empty={filtered ? 'No admin activity matches these filters.' : 'No admin activity yet.'}
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
