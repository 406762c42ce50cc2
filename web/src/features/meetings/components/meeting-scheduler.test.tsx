import {
  FALLBACK_CALENDLY,
  type AvailabilityResponse,
  type AvailabilitySlot,
} from '@shared/availability';
import {
  MEETING_REQUESTED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type MeetingRequest,
} from '@shared/meetings';
import {
  act,
  fireEvent,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime, Settings } from 'luxon';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { QUEUED_MESSAGE } from '@/lib/form/outcome';
import type * as SessionModule from '@/lib/session';
import type { SessionState } from '@/lib/session';
import type { AvailabilitySource } from '../hooks/use-availability';
import { MeetingScheduler } from './meeting-scheduler';
import { visitorLocale } from '@/testing/luxon-zone';
import { renderWithQuery } from '@/testing/query';

const mocks = vi.hoisted(() => ({
  session: { status: 'signed-out' } as SessionState,
  request: vi.fn<(payload: MeetingRequest) => Promise<unknown>>(),
}));
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  useSession: () => mocks.session,
}));
vi.mock('../api/request-meeting', () => ({ createMeetingRequester: () => mocks.request }));

// Each case clicks through a whole card of MUI components: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const SIGNED_IN: SessionState = {
  status: 'signed-in',
  user: {
    uid: 'u1',
    username: 'visitor',
    email: 'visitor@example.com',
    displayName: 'Visitor',
    role: 'general_user',
    isAdmin: false,
    emailVerified: true,
    twoFactorEnabled: false,
  },
};

const LONDON = 'Europe/London';

/** A slot as the server sends it, from its UTC start (the owner is in London). */
function slot(startIso: string): AvailabilitySlot {
  const start = DateTime.fromISO(startIso, { zone: 'utc' });
  const owner = start.setZone(LONDON);
  return {
    date: owner.toISODate() ?? '',
    time: owner.toFormat('HH:mm'),
    status: 'available',
    start: start.toISO() ?? '',
    end: start.plus({ minutes: 30 }).toISO() ?? '',
  };
}

function answerWith(slots: AvailabilitySlot[]): AvailabilityResponse {
  return {
    success: true,
    availability: slots,
    calendlyConfig: {
      title: 'Intro call',
      description: 'Thirty minutes to see whether we fit.',
      url: 'https://calendly.com/example/intro',
    },
    timeZone: LONDON,
  };
}

// Wednesday 25 March 2026, 10:00 in London (still GMT).
const NOW = '2026-03-25T10:00:00Z';
const SLOTS = [
  slot('2026-03-25T14:00Z'),
  slot('2026-03-25T15:30Z'),
  slot('2026-03-27T09:00Z'),
  slot('2026-04-08T10:00Z'),
];

/** The test's stand-in for the availability feature's read: what it answers, and whether fresh. */
type AvailabilityLoader = (options: {
  fresh: boolean;
}) => Promise<{ answer: AvailabilityResponse; savedAt: Date | null }>;

/** The read as the app hands it in, answering what `load` does (a saved copy where it says so). */
function sourceOf(load: AvailabilityLoader): AvailabilitySource {
  return {
    queryKey: ['availability', 'slots'],
    read: async (_context, fresh) => {
      const { answer, savedAt } = await load({ fresh });
      return { value: answer, receivedAt: (savedAt ?? new Date()).getTime(), saved: !!savedAt };
    },
  };
}

function loaderOf(answer: AvailabilityResponse) {
  return vi.fn<AvailabilityLoader>(() => Promise.resolve({ answer, savedAt: null }));
}

function renderScheduler({
  load = loaderOf(answerWith(SLOTS)),
  zone = LONDON,
}: { load?: AvailabilityLoader; zone?: string } = {}) {
  renderWithQuery(
    <MemoryRouter>
      <Routes>
        <Route
          path="/"
          element={<MeetingScheduler availabilitySource={sourceOf(load)} timeZone={zone} />}
        />
        <Route path="/auth" element={<h1>Sign in page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return load;
}

const day = (name: RegExp) => screen.getByRole('button', { name });
const tab = (name: string) => screen.getByRole('tab', { name });
const slotButton = (time: string) => screen.getByRole('button', { name: time });
const slotsLoaded = () =>
  screen.findByRole('button', { name: /Wednesday 25 March, today, 2 available/ });

/** Pastes into each field (one input event each: typing key by key is slow and adds nothing here). */
async function fillRequest(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Meeting Type/), 'consulting');
  for (const [label, text] of [
    [/^Name/, 'Ada Lovelace'],
    [/^Email/, 'ada@example.org'],
    [/^What would you like to discuss/, 'An AI tutor.'],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
}

// The visitor's zone is handed to each card (`renderScheduler`); the locale is theirs.
visitorLocale('en-GB');
beforeEach(() => {
  mocks.session = { status: 'signed-out' };
  mocks.request.mockReset();
  const now = Date.parse(NOW);
  Settings.now = () => now;
});
afterEach(() => {
  Settings.now = () => Date.now();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('MeetingScheduler: calendar', () => {
  it('shows no slots until they are loaded', async () => {
    let resolve: (value: Awaited<ReturnType<AvailabilityLoader>>) => void = () => undefined;
    renderScheduler({ load: () => new Promise((done) => (resolve = done)) });

    expect(screen.getByRole('status')).toHaveTextContent('Loading available times...');
    expect(day(/Wednesday 25 March/)).toHaveAccessibleName('Wednesday 25 March, today');

    await act(async () => resolve({ answer: answerWith(SLOTS), savedAt: null }));
    // The cache tells its readers in a task of its own.
    await waitFor(() =>
      expect(day(/Wednesday 25 March/)).toHaveAccessibleName(
        'Wednesday 25 March, today, 2 available slots',
      ),
    );
    expect(screen.getByText('Please select a date to see available times.')).toBeInTheDocument();
  });

  it('shows a Monday-first week with past days disabled, today marked and slot counts', async () => {
    renderScheduler();
    await slotsLoaded();
    const days = within(screen.getByRole('group', { name: 'Days of the week' })).getAllByRole(
      'button',
    );
    expect(days.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Monday 23 March',
      'Tuesday 24 March',
      'Wednesday 25 March, today, 2 available slots',
      'Thursday 26 March, no available slots',
      'Friday 27 March, 1 available slot',
      'Saturday 28 March, no available slots',
      'Sunday 29 March, no available slots',
    ]);
    expect(days[0]).toBeDisabled();
    expect(days[1]).toBeDisabled();
    expect(days[2]).toBeEnabled();
    expect(days[2]).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(day(/^Monday 30 March/)).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(day(/^Monday 23 March/)).toBeDisabled();
  });

  it("lists a day's slots in the visitor's zone, across a daylight-saving change", async () => {
    // The UK left summer time on 25 Oct 2026, the US leaves on 1 Nov: that week New York is four
    // hours behind London, the next one five.
    const now = Date.parse('2026-10-26T12:00:00Z');
    Settings.now = () => now;
    renderScheduler({
      zone: 'America/New_York',
      load: loaderOf(answerWith([slot('2026-10-30T09:00Z'), slot('2026-11-02T09:00Z')])),
    });
    await screen.findByRole('button', { name: /Friday 30 October, 1 available slot/ });

    await userEvent.click(day(/Friday 30 October/));
    expect(screen.getByText('Available times on Friday 30 October')).toBeInTheDocument();
    expect(slotButton('05:00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await userEvent.click(day(/Monday 2 November/));
    expect(slotButton('04:00')).toBeInTheDocument();
    expect(screen.getByText(/your local timezone \(America\/New_York/)).toBeInTheDocument();
  });

  it('finds the next available date from an empty day, across weeks', async () => {
    renderScheduler();
    await slotsLoaded();
    await userEvent.click(day(/Saturday 28 March/));
    expect(screen.getByText('No available slots for this date')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Find next available date' }));
    // 8 April is 11 days on, in the week after next.
    expect(day(/Wednesday 8 April/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Available times on Wednesday 8 April')).toBeInTheDocument();
    expect(slotButton('11:00')).toBeInTheDocument();
  });

  it('says so when the next 14 days have no slot either', async () => {
    renderScheduler({ load: loaderOf(answerWith([slot('2026-04-20T10:00Z')])) });
    await screen.findByRole('button', { name: /Wednesday 25 March, today, no available/ });
    await userEvent.click(day(/Thursday 26 March/));
    await userEvent.click(screen.getByRole('button', { name: 'Find next available date' }));
    expect(screen.getByText(/No available slots in the next 14 days/)).toBeInTheDocument();
    expect(day(/Thursday 26 March/)).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('MeetingScheduler: account required', () => {
  it('shows Free and opens Account Required when a signed-out visitor picks a slot', async () => {
    renderScheduler();
    expect(screen.getByTestId('scheduler-badge')).toHaveTextContent('Free');
    await slotsLoaded();
    await userEvent.click(day(/Wednesday 25 March/));
    await userEvent.click(slotButton('14:00'));

    const dialog = screen.getByRole('dialog', { name: 'Account Required' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitForElementToBeRemoved(dialog);
    expect(tab('Calendar View')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(slotButton('14:00'));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign In / Create Account' }),
    );
    expect(screen.getByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it('opens Account Required instead of sending a signed-out request', async () => {
    const user = userEvent.setup();
    renderScheduler();
    await slotsLoaded();
    await user.click(tab('Request Meeting'));
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Request Meeting' }));
    expect(screen.getByRole('dialog', { name: 'Account Required' })).toBeInTheDocument();
    expect(mocks.request).not.toHaveBeenCalled();
  });
});

describe('MeetingScheduler: request', () => {
  beforeEach(() => {
    mocks.session = SIGNED_IN;
  });

  it('takes a signed-in visitor from a slot to the request form with it', async () => {
    renderScheduler();
    expect(screen.getByTestId('scheduler-badge')).toHaveTextContent('Pro');
    await slotsLoaded();
    await userEvent.click(day(/Wednesday 25 March/));
    await userEvent.click(slotButton('15:30'));

    expect(tab('Request Meeting')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('chosen-slot')).toHaveTextContent('Wednesday 25 March at 15:30');
  });

  it("sends the request, says 'Meeting Requested' for 3 s, then clears the slot and the fields", async () => {
    const user = userEvent.setup();
    mocks.request.mockResolvedValue({ status: 'sent', message: 'Stored', answer: {} });
    const load = renderScheduler();
    await slotsLoaded();
    await user.click(day(/Wednesday 25 March/));
    await user.click(slotButton('14:00'));
    await fillRequest(user);
    // Fake timers from here: the 3 s are counted by the test, not by the clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Request Meeting' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(mocks.request).toHaveBeenCalledWith({
      date: '2026-03-25',
      time: '14:00',
      type: 'consulting',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      description: 'An AI tutor.',
    });
    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent('Meeting Requested');
    expect(confirmation).toHaveTextContent(MEETING_REQUESTED_MESSAGE);
    // The slot list is read again past the cache.
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ fresh: true }));

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByText('Meeting Requested')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Meeting Requested')).not.toBeInTheDocument();
    expect(screen.getByTestId('chosen-slot')).toHaveTextContent('No time chosen yet');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^What would you like to discuss/)).toHaveValue('');

    // The requested time is no longer offered.
    vi.useRealTimers();
    await user.click(tab('Calendar View'));
    await user.click(day(/Wednesday 25 March/));
    expect(screen.queryByRole('button', { name: '14:00' })).not.toBeInTheDocument();
    expect(slotButton('15:30')).toBeInTheDocument();
  });

  it('says the slot was taken, drops it and reads the slots again on a 409', async () => {
    const user = userEvent.setup();
    mocks.request.mockRejectedValue(new ApiError(409, SLOT_TAKEN_MESSAGE));
    const load = renderScheduler();
    await slotsLoaded();
    await user.click(day(/Wednesday 25 March/));
    await user.click(slotButton('14:00'));
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Request Meeting' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_TAKEN_MESSAGE);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ fresh: true }));
    expect(screen.getByTestId('chosen-slot')).toHaveTextContent('No time chosen yet');
    // What the visitor wrote stays for the next try.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');

    await user.click(screen.getByRole('button', { name: 'Choose another time' }));
    await user.click(day(/Wednesday 25 March/));
    expect(screen.queryByRole('button', { name: '14:00' })).not.toBeInTheDocument();
  });

  it('says nothing when a request fails otherwise', async () => {
    const user = userEvent.setup();
    mocks.request.mockRejectedValue(new ApiError(500, 'Something broke'));
    renderScheduler();
    await slotsLoaded();
    await user.click(day(/Wednesday 25 March/));
    await user.click(slotButton('14:00'));
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Request Meeting' }));

    expect(await screen.findByRole('button', { name: 'Request Meeting' })).toBeEnabled();
    expect(mocks.request).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Something broke')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
  });

  it('says a request made offline is saved to send later', async () => {
    const user = userEvent.setup();
    mocks.request.mockResolvedValue({ status: 'queued', message: QUEUED_MESSAGE });
    renderScheduler();
    await slotsLoaded();
    await user.click(day(/Wednesday 25 March/));
    await user.click(slotButton('14:00'));
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Request Meeting' }));
    expect(await screen.findByRole('status')).toHaveTextContent(QUEUED_MESSAGE);
  });

  it('checks the fields with the shared schema before sending', async () => {
    const user = userEvent.setup();
    renderScheduler();
    await slotsLoaded();
    await user.click(tab('Request Meeting'));
    await user.click(screen.getByRole('button', { name: 'Request Meeting' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a meeting type.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a time in Calendar View.')).toBeInTheDocument();
    expect(mocks.request).not.toHaveBeenCalled();
  });
});

describe('MeetingScheduler: offline', () => {
  it('shows the times kept from an earlier visit with a note that they may be out of date', async () => {
    const savedAt = new Date('2026-03-24T08:00:00Z');
    renderScheduler({
      load: () => Promise.resolve({ answer: answerWith(SLOTS), savedAt }),
    });
    await slotsLoaded();
    expect(
      screen.getByText((_text, element) =>
        /^Offline copy from .+: these times may be out of date\.$/.test(element?.textContent ?? ''),
      ),
    ).toBeInTheDocument();
  });
});

describe('MeetingScheduler: Calendly', () => {
  it("shows the server's card and opens its link in a new window", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderScheduler();
    await slotsLoaded();
    await userEvent.click(tab('Book with Calendly'));
    expect(screen.getByRole('heading', { name: 'Intro call' })).toBeInTheDocument();
    expect(screen.getByText('Thirty minutes to see whether we fit.')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open Calendly' }));
    expect(open).toHaveBeenCalledWith(
      'https://calendly.com/example/intro',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('falls back to the built-in link when the slots cannot be loaded', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderScheduler({ load: () => Promise.reject(new ApiError(500, 'Down')) });
    await screen.findByText(/Available times could not be loaded/);
    await userEvent.click(tab('Book with Calendly'));
    expect(screen.getByRole('heading', { name: FALLBACK_CALENDLY.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open Calendly' }));
    expect(open).toHaveBeenCalledWith(FALLBACK_CALENDLY.url, '_blank', 'noopener,noreferrer');
  });
});
