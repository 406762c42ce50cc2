import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AvailabilitySlot } from '@shared/availability';
import { RetryAlert } from '@/components/ui/retry-alert';
import { BareList } from '@/components/ui/bare-list';
import { formatInstant } from '@/lib/visitor-time';
import { dayIn, type VisitorSlot } from '../calendar';

const DAY_TITLE = { weekday: 'long', day: 'numeric', month: 'long' } as const;
const SLOT_TIME = { hour: 'numeric', minute: 'numeric' } as const;

/** What the area under the week shows. */
export type DaySlotsView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'no-date' }
  | { kind: 'day'; date: string; slots: readonly VisitorSlot[]; searchedAhead: boolean };

/**
 * The selected day's free times in the visitor's zone: a button per slot, or the
 * empty-day text with "Find next available date", or the prompt to pick a day.
 */
export function DaySlots({
  view,
  zone,
  chosen,
  onChoose,
  onFindNext,
  onRetry,
}: {
  view: DaySlotsView;
  zone: string;
  /** The slot already chosen for the request, marked in the list. */
  chosen: Pick<AvailabilitySlot, 'date' | 'time'> | null;
  onChoose: (slot: AvailabilitySlot) => void;
  onFindNext: () => void;
  onRetry: () => void;
}) {
  switch (view.kind) {
    case 'loading':
      return (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">Loading available times...</Typography>
        </Stack>
      );
    case 'failed':
      return (
        <RetryAlert severity="warning" onRetry={onRetry}>
          Available times could not be loaded. You can still book on Calendly.
        </RetryAlert>
      );
    case 'no-date':
      return (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Please select a date to see available times.
        </Typography>
      );
    case 'day': {
      const title = formatInstant(dayIn(view.date, zone).toJSDate(), DAY_TITLE, zone);
      if (view.slots.length === 0) {
        return (
          <Stack spacing={1.5} sx={{ py: 1, alignItems: 'flex-start' }}>
            <Typography sx={{ fontWeight: 600 }}>No available slots for this date</Typography>
            {view.searchedAhead ? (
              <Typography color="text.secondary" role="status">
                No available slots in the next 14 days. Please try a later week or book on Calendly.
              </Typography>
            ) : (
              <Button variant="outlined" startIcon={<EventAvailableIcon />} onClick={onFindNext}>
                Find next available date
              </Button>
            )}
          </Stack>
        );
      }
      return (
        <Box>
          <Typography component="h4" variant="itemTitle" sx={{ mb: 1.5 }}>
            Available times on {title}
          </Typography>
          <BareList columns={{ minWidth: 104 }} gap={1}>
            {view.slots.map(({ slot, start }) => {
              const isChosen = chosen?.date === slot.date && chosen.time === slot.time;
              return (
                <li key={slot.start}>
                  <Button
                    fullWidth
                    variant={isChosen ? 'contained' : 'outlined'}
                    aria-pressed={isChosen}
                    onClick={() => onChoose(slot)}
                    sx={{ whiteSpace: 'nowrap', px: 1 }}
                  >
                    {formatInstant(start.toJSDate(), SLOT_TIME, zone)}
                  </Button>
                </li>
              );
            })}
          </BareList>
        </Box>
      );
    }
  }
}
