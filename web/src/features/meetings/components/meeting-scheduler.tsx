import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_AVAILABILITY_SETTINGS,
  FALLBACK_CALENDLY,
  type AvailabilitySlot,
} from '@shared/availability';
import {
  MEETING_REQUEST_SUCCESS_MS,
  meetingRequestSchema,
  type MeetingRequest,
} from '@shared/meetings';
import { useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useWatch } from 'react-hook-form';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { SavedCopyNote } from '@/components/ui/saved-copy-note';
import { ApiError } from '@/lib/api-client';
import { FormEngineContext } from '@/lib/form/form-engine-context';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { textOf, useQueuedDraft } from '@/lib/offline-queue/queued-draft';
import { changed } from '@/lib/query/capabilities';
import { useSession } from '@/lib/session';
import { formatInstant, visitorZone, zoneShortName } from '@/lib/visitor-time';
import { createMeetingRequester } from '../api/request-meeting';
import {
  addDays,
  mondayOf,
  nextAvailableDate,
  slotsByVisitorDay,
  weekDays,
  type VisitorSlot,
} from '../calendar';
import {
  useAvailability,
  type AvailabilitySource,
  type AvailabilityState,
} from '../hooks/use-availability';
import { EMPTY_REQUEST, type MeetingRequestValues } from '../meeting-request-values';
import { AccountRequiredDialog } from './account-required-dialog';
import { CalendlyCard } from './calendly-card';
import { DaySlots, type DaySlotsView } from './day-slots';
import { MeetingRequestForm, type RequestNotice } from './meeting-request-form';
import { MeetingTypeField } from './meeting-type-field';
import { WeekCalendar } from './week-calendar';

type SchedulerTab = 'calendar' | 'calendly' | 'request';
const TABS: readonly { value: SchedulerTab; label: string }[] = [
  { value: 'calendar', label: 'Calendar View' },
  { value: 'calendly', label: 'Book with Calendly' },
  { value: 'request', label: 'Request Meeting' },
];

/** How far ahead the week can be moved while no slot says otherwise (the default horizon). */
const WEEKS_AHEAD_DAYS = DEFAULT_AVAILABILITY_SETTINGS.horizonDays;

const SLOT_LABEL = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
} as const;

/** The request's payload: the form's values with a blank company left out. */
function payloadOf({ company, ...request }: MeetingRequest): MeetingRequest {
  return company ? { ...request, company } : request;
}

/** The loaded slots by the visitor's day (worked out again only when they or the zone change). */
function useSlotsByDay(availability: AvailabilityState, zone: string): Map<string, VisitorSlot[]> {
  return useMemo(
    () =>
      availability.status === 'ready'
        ? slotsByVisitorDay(availability.slots, zone, DateTime.now())
        : new Map<string, VisitorSlot[]>(),
    [availability, zone],
  );
}

export interface MeetingSchedulerProps {
  /** Reads `GET /api/availability` (the availability feature's read, handed in by the app). */
  availabilitySource: AvailabilitySource;
  /** The visitor's IANA time zone; theirs as the site reads it (`visitorZone`) when not given. */
  timeZone?: string;
}

/**
 * Meeting scheduler card: the Pro/Free badge, and three tabs: a Monday-first week of the
 * owner's free slots shown in the visitor's own time zone, the Calendly card, and the request
 * form. Choosing a slot or sending a request needs an account (the Account Required modal).
 */
export function MeetingScheduler({ availabilitySource, timeZone }: MeetingSchedulerProps) {
  const zone = timeZone ?? visitorZone();
  const session = useSession();
  const client = useQueryClient();
  const signedIn = session.status === 'signed-in';
  const { state: availability, refresh, drop, retry } = useAvailability(availabilitySource);
  const today = DateTime.now().setZone(zone).toISODate() ?? '';
  const thisMonday = mondayOf(today, zone);

  const [tab, setTab] = useState<SchedulerTab>('calendar');
  const [weekStart, setWeekStart] = useState(thisMonday);
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [searchedAhead, setSearchedAhead] = useState(false);
  const [accountRequired, setAccountRequired] = useState(false);
  const [notice, setNotice] = useState<RequestNotice>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);
  const ids = useId();

  const byDay = useSlotsByDay(availability, zone);
  const ownerZone =
    availability.status === 'ready'
      ? availability.ownerTimeZone
      : DEFAULT_AVAILABILITY_SETTINGS.timeZone;

  const [request] = useState(createMeetingRequester);
  const form = useFormEngine<MeetingRequestValues, MeetingRequest>({
    schema: meetingRequestSchema,
    defaultValues: EMPTY_REQUEST,
    action: async (data) => {
      const { status, message } = await request(payloadOf(data));
      return { status, message };
    },
    onOutcome: (outcome, data) => {
      if (outcome.status === 'failed') {
        const status = outcome.error instanceof ApiError ? outcome.error.status : 0;
        // A failed request is silent, except what the visitor must act on.
        if (status === 409) {
          setNotice('slot-taken');
          drop(data);
          refresh();
          form.methods.setValue('date', '');
          form.methods.setValue('time', '');
        } else if (status === 401) setAccountRequired(true);
        return;
      }
      // An edited queued request went through (or is queued anew): the old one leaves the queue.
      settleDraft();
      setNotice(outcome.status === 'sent' ? 'requested' : 'queued');
      if (outcome.status === 'sent') {
        drop(data);
        refresh();
        // The requester's own list has changed.
        void changed(client, ['meetings']);
      }
      // The confirmation stays 3 s, then the slot and the fields clear.
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => {
        form.reset();
        setNotice((current) => (current === 'requested' ? null : current));
      }, MEETING_REQUEST_SUCCESS_MS);
    },
  });
  const settleDraft = useQueuedDraft('meeting-request', (fields) => {
    clearTimeout(clearTimer.current);
    form.reset();
    form.methods.reset({
      date: textOf(fields.date),
      time: textOf(fields.time),
      type: textOf(fields.type),
      name: textOf(fields.name),
      email: textOf(fields.email),
      company: textOf(fields.company),
      description: textOf(fields.description),
    });
    setNotice(null);
    setTab('request');
  });
  // The submit checks the session too.
  const guardedForm = {
    ...form,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (signedIn) {
        form.onSubmit(event);
        return;
      }
      event.preventDefault();
      setAccountRequired(true);
    },
  };

  // Only the slot re-renders the card; typing in the fields does not.
  const [chosenDate, chosenTime] = useWatch({ control: form.control, name: ['date', 'time'] });
  const chosen = chosenDate && chosenTime ? { date: chosenDate, time: chosenTime } : null;
  const chosenLabel = chosen ? slotLabel(chosen) : null;

  function slotLabel(slot: Pick<AvailabilitySlot, 'date' | 'time'>): string {
    const listed =
      availability.status === 'ready'
        ? availability.slots.find((entry) => entry.date === slot.date && entry.time === slot.time)
        : undefined;
    // The listed slot's UTC start; else (a request put back from the offline queue) the owner's
    // date and time read in the owner's zone.
    const start = listed
      ? DateTime.fromISO(listed.start, { zone })
      : DateTime.fromISO(`${slot.date}T${slot.time}`, { zone: ownerZone }).setZone(zone);
    return start.isValid
      ? formatInstant(start.toJSDate(), SLOT_LABEL, zone)
      : `${slot.date} ${slot.time}`;
  }

  const lastSlotDay = [...byDay.keys()].at(-1) ?? today;
  const horizon = addDays(today, WEEKS_AHEAD_DAYS, zone);
  const lastMonday = mondayOf(lastSlotDay > horizon ? lastSlotDay : horizon, zone);
  const days = weekDays(weekStart, today, byDay, zone);

  const selectDate = (date: string): void => {
    setSelectedDate(date);
    setSearchedAhead(false);
  };
  const findNext = (): void => {
    const found = nextAvailableDate(selectedDate ?? today, byDay, zone);
    if (!found) {
      setSearchedAhead(true);
      return;
    }
    selectDate(found);
    setWeekStart(mondayOf(found, zone));
  };
  const chooseSlot = (slot: AvailabilitySlot): void => {
    if (!signedIn) {
      setAccountRequired(true);
      return;
    }
    form.methods.setValue('date', slot.date);
    form.methods.setValue('time', slot.time);
    form.methods.clearErrors(['date', 'time']);
    setNotice((current) => (current === 'slot-taken' ? null : current));
    setTab('request');
  };

  const dayView: DaySlotsView =
    availability.status === 'loading'
      ? { kind: 'loading' }
      : availability.status === 'failed'
        ? { kind: 'failed' }
        : selectedDate === null
          ? { kind: 'no-date' }
          : {
              kind: 'day',
              date: selectedDate,
              slots: byDay.get(selectedDate) ?? [],
              searchedAhead,
            };

  // Now on the scheduler's clock (the one `today` is read from): the name changes with summer time.
  const offsetName = zoneShortName(DateTime.now().toJSDate(), zone);
  const zoneLabel = offsetName === zone ? zone : `${zone}, ${offsetName}`;
  const titleId = `${ids}-title`;
  const tabId = (value: SchedulerTab) => `${ids}-tab-${value}`;
  const panelId = (value: SchedulerTab) => `${ids}-panel-${value}`;

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography id={titleId} variant="blockTitle" component="h3">
            Schedule a Meeting
          </Typography>
          <Chip
            label={signedIn ? 'Pro' : 'Free'}
            size="small"
            color={signedIn ? 'primary' : 'default'}
            variant={signedIn ? 'filled' : 'outlined'}
            data-testid="scheduler-badge"
          />
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Pick a free time, book a quick call on Calendly, or send a meeting request.
        </Typography>
        <Tabs
          value={tab}
          onChange={(_event, value: SchedulerTab) => setTab(value)}
          variant="fullWidth"
          aria-label="Ways to meet"
          sx={{
            mb: 3,
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root': {
              px: { xs: 0.5, sm: 2 },
              fontSize: { xs: '0.8125rem', sm: '0.875rem' },
            },
          }}
        >
          {TABS.map(({ value, label }) => (
            <Tab
              key={value}
              value={value}
              label={label}
              id={tabId(value)}
              aria-controls={panelId(value)}
            />
          ))}
        </Tabs>
        <FormEngineContext value={form.state}>
          <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            {tab === 'calendar' && (
              <Stack spacing={2.5}>
                {availability.status === 'ready' && availability.savedAt && (
                  <SavedCopyNote savedAt={availability.savedAt} items="times" />
                )}
                <WeekCalendar
                  days={days}
                  zone={zone}
                  loaded={availability.status === 'ready'}
                  selectedDate={selectedDate}
                  onSelectDate={selectDate}
                  canGoBack={weekStart > thisMonday}
                  canGoForward={weekStart < lastMonday}
                  onPreviousWeek={() => setWeekStart(addDays(weekStart, -7, zone))}
                  onNextWeek={() => setWeekStart(addDays(weekStart, 7, zone))}
                />
                <Box aria-live="polite" sx={{ minHeight: 96 }}>
                  <DaySlots
                    view={dayView}
                    zone={zone}
                    chosen={chosen}
                    onChoose={chooseSlot}
                    onFindNext={findNext}
                    onRetry={retry}
                  />
                </Box>
                <MeetingTypeField control={form.control} />
              </Stack>
            )}
            {tab === 'calendly' && (
              <CalendlyCard
                config={availability.status === 'ready' ? availability.calendly : FALLBACK_CALENDLY}
              />
            )}
            {tab === 'request' && (
              <MeetingRequestForm
                form={guardedForm}
                chosenLabel={chosenLabel}
                notice={notice}
                onChooseTime={() => setTab('calendar')}
              />
            )}
          </Box>
        </FormEngineContext>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          Times are shown in your local timezone ({zoneLabel}). Initial meetings typically run 30-45
          minutes.
        </Typography>
      </CardContent>
      <AccountRequiredDialog open={accountRequired} onClose={() => setAccountRequired(false)} />
    </Card>
  );
}
