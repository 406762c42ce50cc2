import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { AdminOverview } from '@shared/admin-overview';
import { FailedRead } from '@/components/ui/retry-alert';
import { ADMIN_LIST_PARAMS as P, rangeParamsOf } from '@/lib/admin-list-params';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import { SECTION_PARAM } from '../admin-sections';
import { TAB_PARAM } from '../scheduling-tab-param';
import { useAdminOverview } from '../api/overview';

type Counts = Omit<AdminOverview, 'success' | 'at' | 'periods'>;
type Count = {
  [Key in keyof Counts]: Counts[Key] extends number ? Key : never;
}[keyof Counts];

/**
 * One number: how it reads, and the address of the list that shows exactly the rows it counts
 * (a count's `count` is that list's length; the others are worked out from such a list).
 */
interface Shown {
  id: string;
  label: string;
  count?: Count;
  value: (overview: AdminOverview) => string;
  list: (overview: AdminOverview) => Record<string, string>;
}

const counted = (count: Count, label: string, list: Shown['list']): Shown => ({
  id: count,
  label,
  count,
  value: (overview) => String(overview[count]),
  list,
});

const within = (statusParam: string, { from, to }: { from: string; to: string }) => {
  const range = rangeParamsOf(statusParam);
  return { [range.from]: from, [range.to]: to };
};

const pounds = (amount: number): string =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  }).format(amount);

const NUMBERS: readonly Shown[] = [
  counted('unreadMessages', 'New messages', () => ({
    [SECTION_PARAM]: 'inbox',
    [P.inboxKind]: 'contact',
    [P.inboxUnread]: '1',
  })),
  counted('unreadInquiries', 'New inquiries', () => ({
    [SECTION_PARAM]: 'inbox',
    [P.inboxKind]: 'inquiry',
    [P.inboxUnread]: '1',
  })),
  counted('endorsementsToReview', 'Endorsements to review', () => ({
    [SECTION_PARAM]: 'endorsements',
  })),
  counted('meetingRequestsToAnswer', 'Meeting requests to answer', () => ({
    [TAB_PARAM]: 'meetings',
    [P.meetingStatus]: 'requested',
  })),
  counted('paymentsToVerify', 'Payments to verify', () => ({
    [TAB_PARAM]: 'payments',
    [P.paymentStatus]: 'awaiting_verification',
  })),
  counted('bookingsThisWeek', 'Bookings made this week', ({ periods }) => ({
    [TAB_PARAM]: 'bookings',
    ...within(P.bookingStatus, periods.week),
  })),
  {
    id: 'revenueThisMonth',
    label: 'Paid this month',
    value: (overview) => pounds(overview.revenueThisMonth),
    list: ({ periods }) => ({
      [TAB_PARAM]: 'payments',
      [P.paymentStatus]: 'paid',
      ...within(P.paymentStatus, periods.month),
    }),
  },
  {
    id: 'revenueLastMonth',
    label: 'Paid last month',
    value: (overview) => pounds(overview.revenueLastMonth),
    list: ({ periods }) => ({
      [TAB_PARAM]: 'payments',
      [P.paymentStatus]: 'paid',
      ...within(P.paymentStatus, periods.lastMonth),
    }),
  },
  {
    id: 'cancellationRate',
    label: 'Bookings cancelled this month',
    value: ({ bookingsThisMonth, cancelledThisMonth }) =>
      bookingsThisMonth === 0
        ? 'None made'
        : `${Math.round((cancelledThisMonth / bookingsThisMonth) * 100)}% (${cancelledThisMonth} of ${bookingsThisMonth})`,
    list: ({ periods }) => ({
      [TAB_PARAM]: 'bookings',
      [P.bookingStatus]: 'cancelled',
      ...within(P.bookingStatus, periods.month),
    }),
  },
  counted('activeSubscribers', 'Newsletter subscribers', () => ({
    [SECTION_PARAM]: 'subscribers',
    [P.subscriberStatus]: 'subscribed',
  })),
  counted('newSubscribersThisMonth', 'New subscribers this month', ({ periods }) => ({
    [SECTION_PARAM]: 'subscribers',
    [P.subscriberStatus]: 'subscribed',
    ...within(P.subscriberStatus, periods.month),
  })),
  counted('unsubscribed', 'Unsubscribed', () => ({
    [SECTION_PARAM]: 'subscribers',
    [P.subscriberStatus]: 'unsubscribed',
  })),
];

/** The address of a number's list: its filters only, so the list opens as the number counts. */
const searchOf = (list: Record<string, string>): string => `?${new URLSearchParams(list)}`;

/**
 * The owner's numbers at a glance, first on the admin page: each a link to the list it counts,
 * filtered as counted (docs/admin-overview.md), and when they were counted. Any change made on
 * the page counts them again; offline, the numbers counted last are shown with their time.
 */
export function AdminOverviewNumbers() {
  const headingId = useId();
  const overview = useAdminOverview();
  const reading = overview.data;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2">
          At a glance
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flexGrow: 1 }}>
          {reading ? (
            <>
              {reading.saved ? 'Offline copy, counted ' : 'Counted '}
              <time dateTime={reading.value.at}>
                {formatInstant(new Date(reading.value.at), SHOWN.moment)}
              </time>
            </>
          ) : (
            '\u00a0'
          )}
        </Typography>
        {/* Never disabled: a second press while counting joins the count under way. */}
        <Button size="small" onClick={() => void overview.refetch()}>
          Count again
        </Button>
      </Box>
      {overview.isError && !reading ? (
        <FailedRead error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
          }}
        >
          {NUMBERS.map(({ id, count, label, value, list }) => (
            <li key={id}>
              <Box
                component={Link}
                to={reading ? { search: searchOf(list(reading.value)) } : { search: '' }}
                data-count={count}
                sx={{
                  display: 'block',
                  height: '100%',
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  color: 'text.primary',
                  textDecoration: 'none',
                  '&:hover, &:focus-visible': { borderColor: 'primary.main' },
                }}
              >
                <Typography variant="h5" component="span" sx={{ display: 'block' }}>
                  {reading ? (
                    value(reading.value)
                  ) : (
                    <Skeleton width="2ch" aria-hidden="true" sx={{ display: 'inline-block' }} />
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="span">
                  {label}
                </Typography>
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
