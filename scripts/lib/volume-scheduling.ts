import type {
  AvailabilitySettings,
  SlotLockDocument,
} from '../../functions/src/shared/availability.js';
import {
  BOOKING_CURRENCY,
  type BookingDocument,
  type BookingHoldsDocument,
  type BookingStatus,
} from '../../functions/src/shared/bookings.js';
import { meetingTypes } from '../../functions/src/shared/content/meeting-types.js';
import { services } from '../../functions/src/shared/content/services.js';
import type { MeetingRequestDocument, MeetingStatus } from '../../functions/src/shared/meetings.js';
import type { PaymentDocument, PaymentStatus } from '../../functions/src/shared/payments.js';
import { hashedId } from '../../functions/src/lib/hashing.js';
import type { SeededRandom } from './seeded-random.js';
import { type VolumeCalendar, type Session, type SessionWish } from './volume-calendar.js';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  VOLUME_SPAN_MS,
  between,
  requestHash,
  stamp,
  volumeId,
  type ImpliedAudit,
  type VolumeDocument,
} from './volume-context.js';
import { bookingNotes, meetingDescription } from './volume-texts.js';

/** Who asks for a meeting or books a session: an account (`uid`), or for bookings anyone. */
export interface Requester {
  uid: string | null;
  name: string;
  /** The address they type into the form. */
  email: string;
  /** Their account's verified address (meeting requests are mailed there). */
  accountEmail: string | null;
  company: string | null;
}

export const MEETING_COUNT = 100;
export const BOOKING_COUNT = 100;

/** A meeting request's life: where it ended, and whether the owner had accepted it first. */
interface MeetingFate {
  status: MeetingStatus;
  when: SessionWish['when'];
  acceptedFirst?: boolean;
}

/** A booking's life, each with its payment: how the owner's verification went. */
type BookingFate =
  | 'confirmed'
  | 'cancelled-by-booker'
  | 'cancelled-by-admin'
  | 'payment-rejected'
  | 'expired'
  | 'awaiting-verification';

interface BookingPlan {
  fate: BookingFate;
  when: SessionWish['when'];
}

const repeat = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);

type When = SessionWish['when'];

/** Meeting fates as `[status, when]` rows, with `true` after them where the owner accepted first. */
const meetingFates = (
  rows: readonly (readonly [status: MeetingStatus, when: When, acceptedFirst?: true])[],
): MeetingFate[] =>
  rows.map(([status, when, acceptedFirst]) =>
    acceptedFirst ? { status, when, acceptedFirst } : { status, when },
  );

/** Booking plans as `[fate, when]` rows. */
const bookingPlans = (rows: readonly (readonly [fate: BookingFate, when: When])[]): BookingPlan[] =>
  rows.map(([fate, when]) => ({ fate, when }));

/** The demo visitor's own meetings: upcoming and past, in every state a card shows. */
export const DEMO_USER_MEETINGS: readonly MeetingFate[] = meetingFates([
  ['requested', 'future'],
  ['accepted', 'future'],
  ['accepted', 'past'],
  ['declined', 'past'],
  ['cancelled', 'past', true],
]);
export const DEMO_ASSOCIATE_MEETINGS: readonly MeetingFate[] = meetingFates([
  ['requested', 'future'],
  ['accepted', 'past'],
  ['cancelled', 'past'],
]);
const OTHER_MEETINGS: readonly MeetingFate[] = meetingFates([
  ...repeat(38, ['accepted', 'past'] as const),
  ...repeat(8, ['declined', 'past'] as const),
  ...repeat(5, ['declined', 'past', true] as const),
  ...repeat(7, ['cancelled', 'past'] as const),
  ...repeat(7, ['cancelled', 'past', true] as const),
  ...repeat(9, ['requested', 'past'] as const),
  ...repeat(9, ['requested', 'future'] as const),
  ...repeat(6, ['accepted', 'future'] as const),
  ...repeat(3, ['cancelled', 'future'] as const),
]);

export const DEMO_USER_BOOKINGS: readonly BookingPlan[] = bookingPlans([
  ['confirmed', 'past'],
  ['confirmed', 'past'],
  ['awaiting-verification', 'future'],
  ['confirmed', 'future'],
  ['payment-rejected', 'past'],
]);
export const DEMO_ASSOCIATE_BOOKINGS: readonly BookingPlan[] = bookingPlans([
  ['confirmed', 'past'],
  ['confirmed', 'future'],
  ['expired', 'past'],
]);
const OTHER_BOOKINGS: readonly BookingPlan[] = bookingPlans([
  ...repeat(52, ['confirmed', 'past'] as const),
  ...repeat(4, ['confirmed', 'future'] as const),
  ...repeat(3, ['cancelled-by-booker', 'past'] as const),
  ...repeat(3, ['cancelled-by-admin', 'past'] as const),
  ...repeat(7, ['payment-rejected', 'past'] as const),
  ...repeat(11, ['expired', 'past'] as const),
  ...repeat(12, ['awaiting-verification', 'future'] as const),
]);

export interface SchedulingInput {
  settings: AvailabilitySettings;
  nowMs: number;
  calendar: VolumeCalendar;
  /** The demo visitor's and the demo associate's requester details. */
  demoUser: Requester;
  demoAssociate: Requester;
  /** Accounts with a verified address: they may request meetings. */
  accounts: readonly Requester[];
  /** Someone booking without signing in (a new one each call). */
  stranger: () => Requester;
  adminUid: string;
}

export interface Scheduling {
  documents: VolumeDocument[];
  audits: ImpliedAudit[];
}

function lockDocuments(
  session: Session,
  holder: SlotLockDocument['holder'],
  claim: Pick<SlotLockDocument, 'state' | 'expiresAt'>,
): VolumeDocument[] {
  return session.cells.map((cell) => {
    // The cell's UTC start, from its id (`2026-03-31T0815Z`, see `slotLockId`).
    const startMs = Date.parse(`${cell.slice(0, 13)}:${cell.slice(13, 15)}:00Z`);
    const lock: SlotLockDocument = { ...claim, holder, start: stamp(startMs) };
    return { path: `slotLocks/${cell}`, data: lock };
  });
}

/** The window in which a session of `when` may have been booked. */
function bookedBetween(
  when: SessionWish['when'],
  nowMs: number,
  latestMs = nowMs - HOUR_MS,
): readonly [number, number] {
  return when === 'past'
    ? [nowMs - VOLUME_SPAN_MS, nowMs - 3 * DAY_MS]
    : [nowMs - 12 * DAY_MS, latestMs];
}

function meetingRequest(
  random: SeededRandom,
  input: SchedulingInput,
  index: number,
  requester: Requester,
  fate: MeetingFate,
): Scheduling {
  const { settings, nowMs, calendar, adminUid } = input;
  const id = volumeId('meeting', index);
  const session = calendar.place({
    kind: 'meeting',
    minutes: settings.slotMinutes,
    when: fate.when,
    bookedBetween: bookedBetween(fate.when, nowMs),
  });
  const createdAtMs = session.bookedAtMs;
  const decidedBy = Math.min(nowMs, session.startMs) - 10 * MINUTE_MS;
  const acceptedAtMs = between(random, createdAtMs + 20 * MINUTE_MS, decidedBy);
  const accepted = fate.status === 'accepted' || fate.acceptedFirst === true;
  const audits: ImpliedAudit[] = [];
  if (accepted)
    audits.push({
      atMs: acceptedAtMs,
      entry: { action: 'meeting.accept', actorUid: adminUid, targetId: id },
    });
  if (fate.status === 'declined') {
    const declinedAtMs = between(
      random,
      (accepted ? acceptedAtMs : createdAtMs) + 20 * MINUTE_MS,
      decidedBy,
    );
    audits.push({
      atMs: declinedAtMs,
      entry: { action: 'meeting.decline', actorUid: adminUid, targetId: id },
    });
  }
  const type = random.pick(meetingTypes).id;
  const form = {
    date: session.date,
    time: session.time,
    type,
    name: requester.name,
    email: requester.email,
    ...(requester.company ? { company: requester.company } : {}),
    description: meetingDescription(random, type),
  };
  if (requester.uid === null || requester.accountEmail === null)
    throw new Error('A meeting request needs an account with a verified address.');
  const ended = fate.status === 'declined' || fate.status === 'cancelled';
  const request: MeetingRequestDocument = {
    uid: requester.uid,
    date: session.date,
    time: session.time,
    start: stamp(session.startMs),
    end: stamp(session.endMs),
    type: form.type,
    name: form.name,
    email: form.email,
    accountEmail: requester.accountEmail,
    company: requester.company,
    description: form.description,
    status: fate.status,
    slots: session.cells,
    // SEQUENCE: bumped by the acceptance and by the end (decline or cancel), each mailed.
    sequence: (accepted ? 1 : 0) + (ended ? 1 : 0),
    requestHash: requestHash({ ...form, uid: requester.uid }),
    createdAt: stamp(createdAtMs),
  };
  const holds = fate.when === 'future' && !ended;
  return {
    documents: [
      { path: `meetingRequests/${id}`, data: request },
      ...(holds
        ? lockDocuments(
            session,
            { collection: 'meetingRequests', id },
            { state: 'booked', expiresAt: null },
          )
        : []),
    ],
    audits,
  };
}

interface PaidBooking extends Scheduling {
  /** The ledgers that list this booking while it holds its slot unverified. */
  ledgerIds: string[];
  bookingId: string;
  createdAtMs: number;
}

const BOOKING_STATUS: Record<BookingFate, BookingStatus> = {
  confirmed: 'confirmed',
  'cancelled-by-booker': 'cancelled',
  'cancelled-by-admin': 'cancelled',
  'payment-rejected': 'cancelled',
  expired: 'expired',
  'awaiting-verification': 'awaiting_verification',
};
const PAYMENT_STATUS: Record<BookingFate, PaymentStatus> = {
  confirmed: 'paid',
  'cancelled-by-booker': 'paid',
  'cancelled-by-admin': 'paid',
  'payment-rejected': 'rejected',
  expired: 'awaiting_verification',
  'awaiting-verification': 'awaiting_verification',
};

/** A phone number from the range Ofcom keeps for drama: never anyone's. */
const phone = (random: SeededRandom): string =>
  `07700 900${String(random.int(0, 999)).padStart(3, '0')}`;

function paidBooking(
  random: SeededRandom,
  input: SchedulingInput,
  index: number,
  booker: Requester,
  { fate, when }: BookingPlan,
): PaidBooking {
  const { settings, nowMs, calendar, adminUid } = input;
  const holdMs = settings.verificationHoldHours * HOUR_MS;
  const id = volumeId('booking', index);
  const paymentId = volumeId('payment', index);
  const service = random.pick(services);
  // Still held for verification: paid within the hold. Lapsed: paid longer ago than the hold.
  const window: readonly [number, number] =
    fate === 'awaiting-verification'
      ? [nowMs - holdMs + HOUR_MS, nowMs - HOUR_MS]
      : fate === 'expired'
        ? [nowMs - VOLUME_SPAN_MS, nowMs - holdMs - 2 * HOUR_MS]
        : bookedBetween(when, nowMs, nowMs - 3 * HOUR_MS);
  const session = calendar.place({
    kind: 'session',
    minutes: service.minutes,
    when,
    bookedBetween: window,
  });
  const createdAtMs = session.bookedAtMs;
  const paidAtMs = createdAtMs + random.int(1, 20) * MINUTE_MS;
  // The owner verifies within the hold, and before the session begins.
  const lastDecision = Math.min(
    paidAtMs + holdMs - HOUR_MS,
    nowMs - 5 * MINUTE_MS,
    session.startMs - 2 * HOUR_MS,
  );
  const verifiedAtMs = between(random, paidAtMs + 20 * MINUTE_MS, lastDecision);
  const notes = bookingNotes(random);
  const form = {
    name: booker.name,
    email: booker.email,
    ...(booker.company ? { company: booker.company } : {}),
    description: [service.name, notes, random.chance(0.3) ? `Phone: ${phone(random)}` : '']
      .filter(Boolean)
      .join('\n\n'),
    date: session.date,
    time: session.time,
    type: service.name,
  };
  const holdsUnverified = fate === 'expired' || fate === 'awaiting-verification';
  const holdExpiresAtMs = paidAtMs + holdMs;
  const cancelledAfterConfirming = fate === 'cancelled-by-booker' || fate === 'cancelled-by-admin';
  const booking: BookingDocument = {
    uid: booker.uid,
    serviceId: service.id,
    serviceName: service.name,
    amount: service.price,
    currency: BOOKING_CURRENCY,
    name: form.name,
    email: form.email,
    company: booker.company,
    description: form.description,
    date: session.date,
    time: session.time,
    start: stamp(session.startMs),
    end: stamp(session.endMs),
    status: BOOKING_STATUS[fate],
    slots: session.cells,
    holdExpiresAt: holdsUnverified ? stamp(holdExpiresAtMs) : null,
    paymentId,
    // The invitation goes out on confirmation; its cancellation bumps the SEQUENCE.
    sequence: cancelledAfterConfirming ? 1 : 0,
    requestHash: requestHash(form),
    createdAt: stamp(createdAtMs),
  };
  const paymentStatus = PAYMENT_STATUS[fate];
  const paymentRequest = {
    bookingId: id,
    email: booker.email,
    name: booker.name,
    service: service.id,
    amount: service.price,
    currency: BOOKING_CURRENCY,
    paymentMethod: 'simulated_card',
  };
  const payment: PaymentDocument = {
    bookingId: id,
    uid: booker.uid,
    email: booker.email,
    name: booker.name,
    serviceId: service.id,
    amount: service.price,
    currency: BOOKING_CURRENCY,
    paymentMethod: paymentRequest.paymentMethod,
    provider: 'manual',
    status: paymentStatus,
    verifiedAt: paymentStatus === 'awaiting_verification' ? null : stamp(verifiedAtMs),
    checkoutUrl: null,
    providerReference: null,
    requestHash: requestHash(paymentRequest),
    createdAt: stamp(paidAtMs),
  };
  const audits: ImpliedAudit[] = [];
  if (paymentStatus !== 'awaiting_verification') {
    audits.push({
      atMs: verifiedAtMs,
      entry: {
        action: paymentStatus === 'paid' ? 'payment.paid' : 'payment.reject',
        actorUid: adminUid,
        targetId: paymentId,
      },
    });
  }
  if (fate === 'cancelled-by-admin') {
    const cancelledAtMs = between(
      random,
      verifiedAtMs + HOUR_MS,
      Math.min(nowMs, session.startMs) - HOUR_MS,
    );
    audits.push({
      atMs: cancelledAtMs,
      entry: { action: 'booking.cancel', actorUid: adminUid, targetId: id },
    });
  }
  const holder = { collection: 'bookings' as const, id };
  const locks =
    when === 'future' && fate === 'confirmed'
      ? lockDocuments(session, holder, { state: 'booked', expiresAt: null })
      : when === 'future' && fate === 'awaiting-verification'
        ? lockDocuments(session, holder, { state: 'held', expiresAt: stamp(holdExpiresAtMs) })
        : [];
  // The address ledger of a booking made without an account is keyed by the booker's IP,
  // which made-up bookers do not have: only the email's and the account's are kept.
  const ledgerIds =
    fate === 'awaiting-verification'
      ? [
          hashedId(`holds:email:${booker.email}`),
          ...(booker.uid ? [hashedId(`holds:account:${booker.uid}`)] : []),
        ]
      : [];
  return {
    documents: [
      { path: `bookings/${id}`, data: booking },
      { path: `payments/${paymentId}`, data: payment },
      ...locks,
    ],
    audits,
    ledgerIds,
    bookingId: id,
    createdAtMs,
  };
}

/** How long a ledger is kept after its last booking (booking-holds.ts). */
const LEDGER_KEEP_MS = 30 * DAY_MS;

/** The hold ledgers of the bookings still awaiting verification, as booking writes them. */
function ledgers(bookings: readonly PaidBooking[]): VolumeDocument[] {
  const byLedger = new Map<string, { bookingIds: string[]; lastMs: number }>();
  for (const booking of bookings) {
    for (const ledgerId of booking.ledgerIds) {
      const ledger = byLedger.get(ledgerId) ?? { bookingIds: [], lastMs: 0 };
      ledger.bookingIds.push(booking.bookingId);
      ledger.lastMs = Math.max(ledger.lastMs, booking.createdAtMs);
      byLedger.set(ledgerId, ledger);
    }
  }
  return [...byLedger].map(([ledgerId, { bookingIds, lastMs }]) => {
    const data: BookingHoldsDocument = { bookingIds, expiresAt: stamp(lastMs + LEDGER_KEEP_MS) };
    return { path: `bookingHolds/${ledgerId}`, data };
  });
}

/**
 * MEETING_COUNT meeting requests and BOOKING_COUNT bookings, each booking with its payment, in
 * the states the owner's decisions leave them (with the audit entries of those decisions), on a
 * calendar where no two share a minute. Upcoming ones claim their cells as the booking
 * transactions do; past ones claim none (a past cell can never be offered again).
 */
export function volumeScheduling(random: SeededRandom, input: SchedulingInput): Scheduling {
  const { demoUser, demoAssociate, accounts, stranger } = input;
  const meetingPlans: { requester: Requester; fate: MeetingFate }[] = [
    ...DEMO_USER_MEETINGS.map((fate) => ({ requester: demoUser, fate })),
    ...DEMO_ASSOCIATE_MEETINGS.map((fate) => ({ requester: demoAssociate, fate })),
    ...OTHER_MEETINGS.map((fate) => ({ requester: random.pick(accounts), fate })),
  ];
  const meetings = meetingPlans.map(({ requester, fate }, index) =>
    meetingRequest(random, input, index, requester, fate),
  );
  // At most UNVERIFIED_HOLDS_MAX (2) unverified holds per booker: one each here.
  const holding = new Set<string>([demoUser.email]);
  const bookerFor = (plan: BookingPlan): Requester => {
    if (random.chance(0.45)) return stranger();
    const account = random.pick(accounts);
    if (plan.fate !== 'awaiting-verification' || !holding.has(account.email)) {
      if (plan.fate === 'awaiting-verification') holding.add(account.email);
      return account;
    }
    return stranger();
  };
  const bookingPlans: { booker: Requester; plan: BookingPlan }[] = [
    ...DEMO_USER_BOOKINGS.map((plan) => ({ booker: demoUser, plan })),
    ...DEMO_ASSOCIATE_BOOKINGS.map((plan) => ({ booker: demoAssociate, plan })),
    ...OTHER_BOOKINGS.map((plan) => ({ booker: bookerFor(plan), plan })),
  ];
  const bookings = bookingPlans.map(({ booker, plan }, index) =>
    paidBooking(random, input, index, booker, plan),
  );
  const scheduled = [...meetings, ...bookings];
  return {
    documents: [...scheduled.flatMap((item) => item.documents), ...ledgers(bookings)],
    audits: scheduled.flatMap((item) => item.audits),
  };
}
