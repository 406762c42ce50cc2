import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatInstant, formatInstantRange } from '@/lib/visitor-time';
import { dayIn, type WeekDay } from '../calendar';

const DAY_LABEL = { weekday: 'long', day: 'numeric', month: 'long' } as const;
const WEEKDAY = { weekday: 'short' } as const;
const WEEK_TITLE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

function slotCount(count: number): string {
  if (count === 0) return 'no available slots';
  return count === 1 ? '1 available slot' : `${count} available slots`;
}

/** "4 – 10 May 2026", "27 Apr – 3 May 2026" (in the visitor's locale's order). */
function weekTitle(days: readonly WeekDay[], zone: string): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return '';
  return formatInstantRange(
    dayIn(first.date, zone).toJSDate(),
    dayIn(last.date, zone).toJSDate(),
    WEEK_TITLE,
    zone,
  );
}

function DayButton({
  day,
  zone,
  loaded,
  selected,
  onSelect,
}: {
  day: WeekDay;
  zone: string;
  /** Counts show only once the slots are loaded. */
  loaded: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const date = dayIn(day.date, zone);
  const midnight = date.toJSDate();
  const label = [
    formatInstant(midnight, DAY_LABEL, zone),
    day.today ? 'today' : null,
    loaded && !day.past ? slotCount(day.count) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <ButtonBase
      onClick={onSelect}
      disabled={day.past}
      aria-label={label}
      aria-pressed={selected}
      aria-current={day.today ? 'date' : undefined}
      data-date={day.date}
      sx={(theme) => ({
        flexDirection: 'column',
        gap: 0.25,
        py: 1,
        minWidth: 0,
        borderRadius: 2,
        border: 2,
        borderColor: day.today ? 'primary.main' : 'divider',
        color: 'text.primary',
        transition: theme.transitions.create(['background-color', 'border-color']),
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
        '&.Mui-disabled': { opacity: 0.45, borderColor: 'divider' },
        ...(selected && {
          bgcolor: 'primary.main',
          borderColor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        }),
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    >
      <Typography component="span" variant="caption" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {formatInstant(midnight, WEEKDAY, zone)}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.125rem', lineHeight: 1.2 }}>
        {date.day}
      </Typography>
      {/* The line stays when empty, so every day keeps the same height. */}
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: 16, fontSize: '0.75rem' }}
      >
        {loaded && !day.past && day.count > 0 && (
          <>
            <Box
              component="span"
              data-slot-dot=""
              sx={{
                width: 6,
                height: 6,
                borderRadius: '50%',
                bgcolor: selected ? 'primary.contrastText' : 'success.main',
              }}
            />
            {day.count}
          </>
        )}
      </Box>
    </ButtonBase>
  );
}

/** A Monday-first week with previous/next, past days disabled, today marked, slot counts. */
export function WeekCalendar({
  days,
  zone,
  loaded,
  selectedDate,
  onSelectDate,
  canGoBack,
  canGoForward,
  onPreviousWeek,
  onNextWeek,
}: {
  days: readonly WeekDay[];
  zone: string;
  loaded: boolean;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  canGoBack: boolean;
  canGoForward: boolean;
  onPreviousWeek: () => void;
  onNextWeek: () => void;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
      >
        <IconButton aria-label="Previous week" onClick={onPreviousWeek} disabled={!canGoBack}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography id={titleId} component="h4" variant="itemTitle" aria-live="polite">
          {weekTitle(days, zone)}
        </Typography>
        <IconButton aria-label="Next week" onClick={onNextWeek} disabled={!canGoForward}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        role="group"
        aria-label="Days of the week"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          gap: { xs: 0.5, sm: 1 },
        }}
      >
        {days.map((day) => (
          <DayButton
            key={day.date}
            day={day}
            zone={zone}
            loaded={loaded}
            selected={day.date === selectedDate}
            onSelect={() => onSelectDate(day.date)}
          />
        ))}
      </Box>
    </Box>
  );
}
