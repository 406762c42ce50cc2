import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { AdminOverview } from '@shared/admin-overview';
import { FailedRead } from '@/components/ui/retry-alert';
import { ADMIN_LIST_PARAMS as P } from '@/lib/admin-list-params';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import { SECTION_PARAM } from '../admin-sections';
import { TAB_PARAM } from '../scheduling-tab-param';
import { useAdminOverview } from '../api/overview';

type Count = Exclude<keyof AdminOverview, 'success' | 'at'>;

/** Each number, what it counts, and the address of the list that shows exactly those rows. */
const NUMBERS: readonly { count: Count; label: string; list: Record<string, string> }[] = [
  {
    count: 'unreadMessages',
    label: 'New messages',
    list: { [SECTION_PARAM]: 'inbox', [P.inboxKind]: 'contact', [P.inboxUnread]: '1' },
  },
  {
    count: 'unreadInquiries',
    label: 'New inquiries',
    list: { [SECTION_PARAM]: 'inbox', [P.inboxKind]: 'inquiry', [P.inboxUnread]: '1' },
  },
  {
    count: 'endorsementsToReview',
    label: 'Endorsements to review',
    list: { [SECTION_PARAM]: 'endorsements' },
  },
  {
    count: 'meetingRequestsToAnswer',
    label: 'Meeting requests to answer',
    list: { [TAB_PARAM]: 'meetings', [P.meetingStatus]: 'requested' },
  },
  {
    count: 'paymentsToVerify',
    label: 'Payments to verify',
    list: { [TAB_PARAM]: 'payments', [P.paymentStatus]: 'awaiting_verification' },
  },
  {
    count: 'activeSubscribers',
    label: 'Newsletter subscribers',
    list: { [SECTION_PARAM]: 'subscribers', [P.subscriberStatus]: 'subscribed' },
  },
  {
    count: 'unsubscribed',
    label: 'Unsubscribed',
    list: { [SECTION_PARAM]: 'subscribers', [P.subscriberStatus]: 'unsubscribed' },
  },
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
          {NUMBERS.map(({ count, label, list }) => (
            <li key={count}>
              <Box
                component={Link}
                to={{ search: searchOf(list) }}
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
                    reading.value[count]
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
