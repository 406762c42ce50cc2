import Typography from '@mui/material/Typography';
import type { SubscriberRow } from '@shared/newsletter';
import { ListRow } from '@/components/ui/query-list';
import { SUBSCRIBER_STATUS_LOOKS, SubscriberStatusChip } from '@/components/ui/status-chips';
import { StatusFilteredList, useStatusFilter } from '@/components/ui/status-filter';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import { adminSubscribersQuery } from '../api/subscribers-admin-api';
import { SUBSCRIBER_SHAPE } from './subscribers-admin-placeholder';
import { ADMIN_LIST_PARAMS } from '@/lib/admin-list-params';

const FORMS: Record<NonNullable<SubscriberRow['source']>, string> = {
  default: 'the sign-up form',
  minimal: 'the short form',
  card: 'the card',
  footer: 'the footer',
};

const day = (instant: string | null): string | undefined =>
  instant ? formatInstant(new Date(instant), SHOWN.shortDay) : undefined;

/** What a subscriber's row says under the address: since when, from where, until when. */
function historyOf(row: SubscriberRow): string {
  const parts = [
    row.subscribedAt ? `Subscribed ${day(row.subscribedAt)}` : `First seen ${day(row.createdAt)}`,
    row.source ? `from ${FORMS[row.source]}` : undefined,
    row.unsubscribedAt ? `unsubscribed ${day(row.unsubscribedAt)}, never mailed again` : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The newsletter's subscribers, newest first, filtered by status, a page at a time; unsubscribed
 * ones stay listed, marked, and the newsletter never mails them. Exported as CSV with the filter.
 */
export function SubscribersAdmin() {
  const filtered = useStatusFilter(adminSubscribersQuery, {
    param: ADMIN_LIST_PARAMS.subscriberStatus,
    looks: SUBSCRIBER_STATUS_LOOKS,
  });
  return (
    <StatusFilteredList
      {...filtered}
      label="Subscribers"
      exportAs="subscribers"
      placeholder={SUBSCRIBER_SHAPE}
      renderRow={(row) => (
        <ListRow title={row.email} end={<SubscriberStatusChip status={row.status} />}>
          <Typography variant="body2" color="text.secondary">
            {historyOf(row)}
          </Typography>
        </ListRow>
      )}
    />
  );
}
