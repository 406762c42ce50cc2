import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AVAILABILITY_LINK } from '@/config/paths';
import type { Loaded } from '@/lib/use-loaded';
import { localWhen, visitorZone } from '@/lib/visitor-time';

/**
 * A dashboard card listing someone's appointments (meeting requests, bookings): loading, a failure
 * with Try again, an empty state, or one row each, times in the visitor's own zone.
 */
export function AppointmentsCard<T extends { id: string }>({
  title,
  items,
  empty,
  onRetry,
  renderRow,
}: {
  title: string;
  items: Loaded<T[]>;
  /** What to say, and where to go, when there is nothing yet. */
  empty: ReactNode;
  onRetry: () => void;
  renderRow: (item: T) => ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Times are shown in your time zone ({visitorZone()}).
            </Typography>
          </div>
          {items.status === 'loading' && <Typography color="text.secondary">Loading…</Typography>}
          {items.status === 'failed' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={onRetry}>
                  Try again
                </Button>
              }
            >
              {items.message}
            </Alert>
          )}
          {items.status === 'loaded' && items.data.length === 0 && empty}
          {items.status === 'loaded' && items.data.length > 0 && (
            <Stack component="ul" spacing={0} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.data.map((item, index) => (
                <Fragment key={item.id}>
                  {index > 0 && <Divider component="li" aria-hidden />}
                  {renderRow(item)}
                </Fragment>
              ))}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * One appointment: when (in the visitor's zone), what, its status, and an action such as Cancel.
 * Stacks on a phone; on wider screens the status and action sit at the end of the line.
 */
export function AppointmentRow({
  start,
  end,
  title,
  details,
  status,
  action,
}: {
  start: string;
  end: string;
  title: string;
  details?: ReactNode;
  status: ReactNode;
  action?: ReactNode;
}) {
  const when = localWhen(start, end);
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ py: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Typography variant="body2">
          <time dateTime={start}>
            {when.date} · {when.time}
          </time>
        </Typography>
        {details && (
          <Typography variant="body2" color="text.secondary" component="div">
            {details}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        {status}
        {action}
      </Stack>
    </Stack>
  );
}

/** What an empty card says, with the way to the Availability section, where both are booked. */
export function AppointmentsEmpty({ text }: { text: string }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{text}</Typography>
      <Button component={RouterLink} to={AVAILABILITY_LINK} variant="outlined">
        See availability
      </Button>
    </Stack>
  );
}
