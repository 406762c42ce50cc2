import type { DateRange } from '../shared/date-range';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { cellsCovering, type AvailabilitySettings } from '../shared/availability';
import {
  BOOKING_CURRENCY,
  BOOKING_HOLD_MINUTES,
  BOOKING_IN_THE_PAST,
  BOOKING_NOT_FOUND,
  BOOKING_OUTSIDE_HOURS,
  bookingRowSchema,
  bookingTooFar,
  bookingTooSoon,
  type BookingDocument,
  type BookingRow,
  type BookingStatus,
  type ServiceBooking,
} from '../shared/bookings';
import { isDocumentId } from '../shared/fields';
import { db } from '../lib/admin';
import type { Visitor } from '../lib/caller';
import { DomainError, invalidField } from '../lib/errors';
import { storeOnceInTransaction } from '../lib/exactly-once';
import type { ReadDocument } from '../lib/converters';
import { pageOf, type Page, type PageRequest } from '../lib/pages';
import { OWN_LIST_LIMIT, newest, rowOf, storedList } from '../lib/rows';
import { admittedPublicWrite } from '../policies/rate-limits';
import { recordAudit } from './audit';
import { readAvailabilitySettings } from './availability';
import { readPublishedDocument } from './published-content';
import { bookingWindow, type WindowRefusal } from './availability-slots';
import { bookingCancelledMails, bookingConfirmedMails } from './booking-mail';
import { holdLedgerIds, readHoldLedgers, recordHold, requireRoomForHold } from './booking-holds';
import { bookingHolder, bookings } from './booking-records';
import { calendarChanged } from './calendar-changes';
import { queueMailWith } from './mail';
import {
  claimCells,
  readCells,
  refuseIfTaken,
  releaseCells,
  requireFree,
  type Cell,
  type Claim,
} from './slot-claims';
import { readPublishedSite } from './published-content';

/**
 * The booking wizard's paid sessions. A booking claims its calendar cells in the
 * transaction that stores it, as a meeting request does, but only `held` for
 * BOOKING_HOLD_MINUTES: unpaid, the slot frees itself (the expiry is checked inside every later
 * claim's transaction). A recorded payment holds the cells for the owner's verification
 * (payments.ts); only the owner's verification books them for good.
 */

export interface ServiceBooked {
  id: string;
  replayed: boolean;
  amount: number;
  currency: typeof BOOKING_CURRENCY;
}

/** What a visitor is told when the wizard's time is outside the booking window, and under which field. */
function refusalOf(settings: AvailabilitySettings, refusal: WindowRefusal): DomainError {
  switch (refusal) {
    case 'past':
      return invalidField('time', BOOKING_IN_THE_PAST);
    case 'too-soon':
      return invalidField('time', bookingTooSoon(settings.minimumNoticeHours));
    case 'too-far':
      return invalidField('date', bookingTooFar(settings.horizonDays));
    case 'no-such-time':
    case 'outside-hours':
      return invalidField('time', BOOKING_OUTSIDE_HOURS);
  }
}

/** When a session of `minutes` chosen in the wizard would be, if the booking window allows it. */
function sessionTime(
  settings: AvailabilitySettings,
  { date, time }: Pick<ServiceBooking, 'date' | 'time'>,
  minutes: number,
  nowMs: number,
): { startMs: number; endMs: number } {
  const window = bookingWindow(settings, { date, time, minutes }, nowMs);
  if (!window.ok) throw refusalOf(settings, window.refusal);
  return { startMs: window.startMs, endMs: window.endMs };
}

/**
 * Books a service once (a replay of its Idempotency-Key answers like the first call and books
 * nothing), priced by the server from the catalogue as published now, its slot held for
 * BOOKING_HOLD_MINUTES in the same transaction: a slot someone else holds or booked is a 409.
 */
export async function bookService(input: ServiceBooking, booker: Visitor): Promise<ServiceBooked> {
  const { services } = await readPublishedDocument('services');
  const service = services.find((entry) => entry.name === input.type);
  if (!service) throw invalidField('type', 'Please choose a service.');
  const settings = await readAvailabilitySettings();
  const { startMs, endMs } = sessionTime(settings, input, service.minutes, Date.now());
  const cellIds = cellsCovering(startMs, endMs, settings.bufferMinutes);
  const ledgerIds = holdLedgerIds(booker, input.email);
  const stored = await storeOnceInTransaction<BookingDocument>({
    collection: bookings(),
    payload: input,
    ...admittedPublicWrite('book-service', booker, input.email, async (id) => {
      // Cheap early refusals; the transaction decides again.
      requireRoomForHold(await readHoldLedgers(undefined, ledgerIds, Date.now()));
      await refuseIfTaken(cellIds, bookingHolder(id), Date.now());
    }),
    write: async (tx, ref, requestHash) => {
      const cells = await readCells(tx, cellIds);
      const held = await readHoldLedgers(tx, ledgerIds, Date.now());
      // The transaction's own now: taken again on every attempt, after its reads.
      const nowMs = Date.now();
      requireFree(cells, bookingHolder(ref.id), nowMs);
      requireRoomForHold(held);
      const holdExpiresAt = Timestamp.fromMillis(nowMs + BOOKING_HOLD_MINUTES * 60_000);
      claimCells(tx, cells, bookingHolder(ref.id), { state: 'held', expiresAt: holdExpiresAt });
      recordHold(tx, held, ref.id, nowMs);
      tx.create(ref, {
        uid: booker.uid,
        serviceId: service.id,
        serviceName: service.name,
        amount: service.price,
        currency: BOOKING_CURRENCY,
        name: input.name,
        email: input.email,
        company: input.company || null,
        description: input.description || null,
        date: input.date,
        time: input.time,
        start: Timestamp.fromMillis(startMs),
        end: Timestamp.fromMillis(endMs),
        status: 'pending_payment',
        slots: cellIds,
        holdExpiresAt,
        paymentId: null,
        sequence: 0,
        requestHash,
        createdAt: FieldValue.serverTimestamp(),
      });
    },
  });
  if (!stored.replayed) {
    calendarChanged();
    return { id: stored.id, replayed: false, amount: service.price, currency: BOOKING_CURRENCY };
  }
  const { amount, currency } = stored.record;
  return { id: stored.id, replayed: true, amount, currency };
}

/**
 * Whether a booking's hold on its slot has lapsed at `nowMs`: unpaid, or paid and not verified,
 * when its hold ended. Its slot is free from then on (locks carry the same expiry).
 */
function holdLapsed(booking: BookingDocument, nowMs: number): boolean {
  return holdExpired(booking, nowMs) || verificationLapsed(booking, nowMs);
}

/**
 * A booking as the lists show it at `nowMs`: a lapsed hold reads `expired` the moment it lapses,
 * before the schedule (booking-lapses.ts) writes and mails the lapse. Reads never write.
 */
function bookingRowAt(nowMs: number) {
  return ({ id, data }: ReadDocument<BookingDocument>): BookingRow =>
    rowOf(bookingRowSchema, id, {
      ...data,
      ...(holdLapsed(data, nowMs) ? { status: 'expired', holdExpiresAt: null } : {}),
    });
}

/** The caller's own bookings (made while signed in), newest first. */
export async function ownBookings(uid: string, nowMs = Date.now()): Promise<BookingRow[]> {
  const own = await newest(bookings().where('uid', '==', uid), OWN_LIST_LIMIT);
  return own.map(bookingRowAt(nowMs));
}

/**
 * A page of every booking, newest first, or of those stored in one status (the admin area). A
 * lapsed hold is filtered by its stored status until the schedule writes the lapse, but reads
 * `expired` in every list at once.
 */
export async function listBookings(
  status: BookingStatus | undefined,
  page: PageRequest,
  range: DateRange = {},
  nowMs = Date.now(),
): Promise<Page<BookingRow>> {
  const { items, nextCursor } = await pageOf(storedList(bookings(), status, range), page);
  return { items: items.map(bookingRowAt(nowMs)), nextCursor };
}

/** A booking as a transaction read it, with its calendar cells. */
export interface BookingInTransaction {
  id: string;
  booking: BookingDocument;
  cells: Cell[];
}

/** Reads a booking and its cells in `tx`; undefined when there is none. */
export async function readBooking(
  tx: Transaction,
  id: string,
): Promise<BookingInTransaction | undefined> {
  if (!isDocumentId(id)) return undefined;
  const booking = (await tx.get(bookings().doc(id))).data();
  if (!booking) return undefined;
  return { id, booking, cells: await readCells(tx, booking.slots) };
}

/** Whether an unpaid booking's hold has lapsed at `nowMs` (its slot may be someone else's now). */
export function holdExpired(booking: BookingDocument, nowMs: number): boolean {
  return (
    booking.status === 'pending_payment' &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.toMillis() <= nowMs
  );
}

/**
 * Whether a paid booking's verification hold has lapsed at `nowMs` without the owner verifying
 * it: its slot is free again (the lapse is written by booking-lapses.ts).
 */
export function verificationLapsed(booking: BookingDocument, nowMs: number): boolean {
  return (
    booking.status === 'awaiting_verification' &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.toMillis() <= nowMs
  );
}

/**
 * Re-claims a booking's cells for a payment, in `tx` after `readBooking`: `booked` for good, or
 * `held` longer (while the owner verifies a payment, or a payment page is open). Refused if
 * someone else has them now.
 */
export function claimForPayment(
  tx: Transaction,
  { id, cells }: BookingInTransaction,
  claim: Claim,
  nowMs: number,
): void {
  requireFree(cells, bookingHolder(id), nowMs);
  claimCells(tx, cells, bookingHolder(id), claim);
}

/** Confirms a paid booking in `tx`: its cells booked for good, the invitation mailed to both. */
export function confirmBooking(tx: Transaction, state: BookingInTransaction, nowMs: number): void {
  claimForPayment(tx, state, { state: 'booked', expiresAt: null }, nowMs);
  tx.update(bookings().doc(state.id), { status: 'confirmed', holdExpiresAt: null });
  queueMailWith(tx, bookingConfirmedMails(state.id, state.booking));
}

/**
 * Cancels a booking in `tx`: its cells freed, and the cancellation mailed (a METHOD:CANCEL with
 * the SEQUENCE bumped once the invitation had gone out).
 */
export function writeBookingCancelled(
  tx: Transaction,
  { id, booking, cells }: BookingInTransaction,
  reason: 'cancelled' | 'payment-rejected',
): void {
  const wasConfirmed = booking.status === 'confirmed';
  const sequence = wasConfirmed ? booking.sequence + 1 : booking.sequence;
  releaseCells(tx, cells, bookingHolder(id));
  tx.update(bookings().doc(id), { status: 'cancelled', holdExpiresAt: null, sequence });
  queueMailWith(tx, bookingCancelledMails(id, { ...booking, sequence }, wasConfirmed, reason));
}

/** Who cancels: the signed-in booker (their own bookings only), or an admin (audited). */
export type BookingCanceller = { uid: string } | { adminUid: string };

/**
 * Cancels a booking and frees its slot. Someone else's booking is not found; a cancelled or
 * expired one stays as it is.
 */
export async function cancelBooking(id: string, by: BookingCanceller): Promise<BookingStatus> {
  // Its mails are signed with the owner's profile as published (services/published-content.ts).
  await readPublishedSite();
  const status = await db().runTransaction(async (tx): Promise<BookingStatus> => {
    const state = await readBooking(tx, id);
    if (!state || ('uid' in by && state.booking.uid !== by.uid))
      throw new DomainError('not-found', BOOKING_NOT_FOUND);
    if (state.booking.status === 'cancelled' || state.booking.status === 'expired')
      return state.booking.status;
    writeBookingCancelled(tx, state, 'cancelled');
    if ('adminUid' in by)
      await recordAudit({ action: 'booking.cancel', actorUid: by.adminUid, targetId: id }, tx);
    return 'cancelled';
  });
  calendarChanged();
  return status;
}
