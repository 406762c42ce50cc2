import type { DateRange } from '../shared/date-range';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  BOOKING_CANCELLED,
  BOOKING_HOLD_EXPIRED,
  BOOKING_NOT_FOUND,
  type BookingDocument,
} from '../shared/bookings';
import {
  PAYMENT_ALREADY_RECORDED,
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_HOLD_LAPSED,
  PAYMENT_NOT_FOUND,
  PAYMENT_STATUSES,
  paymentDocumentSchema,
  paymentRowSchema,
  type Payment,
  type PaymentDocument,
  type PaymentRow,
  type PaymentStatus,
} from '../shared/payments';
import { db } from '../lib/admin';
import type { Visitor } from '../lib/caller';
import { collectionOf } from '../lib/converters';
import { DomainError } from '../lib/errors';
import { storeOnceInTransaction } from '../lib/exactly-once';
import type { Page, PageRequest, PagedList } from '../lib/pages';
import { pageOfRows, rangeName, storedList, storedWithin } from '../lib/rows';
import { admittedPublicWrite } from '../policies/rate-limits';
import { recordAudit } from './audit';
import { paymentReceivedMails } from './booking-mail';
import { readAvailabilitySettings } from './availability';
import { bookings } from './booking-records';
import {
  claimForPayment,
  confirmBooking,
  holdExpired,
  readBooking,
  verificationLapsed,
  writeBookingCancelled,
  type BookingInTransaction,
} from './bookings';
import { calendarChanged } from './calendar-changes';
import { queueMailWith } from './mail';
import type { PaymentProvider, PaymentStart } from './payment-providers/provider';

/**
 * Payment: one payment per booking, priced by the server (the booking's amount, from
 * the catalogue), recorded `awaiting_verification` and verified by the owner in the admin area
 * (or by Stripe's webhook when Stripe takes the payment).
 */

export const payments = () => collectionOf('payments', paymentDocumentSchema);

export interface PaymentRecorded {
  id: string;
  replayed: boolean;
  status: PaymentStatus;
  checkoutUrl?: string;
}

/**
 * Why a booking cannot take this payment, if it cannot: the amount, currency or service differ
 * from the server's (400), it is cancelled, its hold lapsed, or it has a payment already (409).
 */
export function refusalFor(
  booking: BookingDocument | undefined,
  payment: Pick<Payment, 'amount' | 'currency' | 'service'>,
  nowMs: number,
): DomainError | undefined {
  if (!booking) return new DomainError('not-found', BOOKING_NOT_FOUND);
  const priced =
    payment.amount === booking.amount &&
    payment.currency.trim().toUpperCase() === booking.currency &&
    payment.service === booking.serviceId;
  if (!priced) {
    return new DomainError('invalid', PAYMENT_AMOUNT_MISMATCH, {
      fieldErrors: { amount: [PAYMENT_AMOUNT_MISMATCH] },
    });
  }
  if (booking.status === 'cancelled') return new DomainError('conflict', BOOKING_CANCELLED);
  if (booking.paymentId !== null) return new DomainError('conflict', PAYMENT_ALREADY_RECORDED);
  if (holdExpired(booking, nowMs)) return new DomainError('conflict', BOOKING_HOLD_EXPIRED);
  return undefined;
}

/**
 * Records the payment of a booking exactly once (a replay of its Idempotency-Key answers like
 * the first call; another payment of the same booking is a 409) and, in the same transaction,
 * moves the booking on: with the manual provider to `awaiting_verification`, its slot booked for
 * good; with Stripe, its slot held while the payer is on Stripe's page (the webhook confirms it).
 */
export async function processPayment(
  input: Payment,
  payer: Visitor,
  provider: PaymentProvider,
): Promise<PaymentRecorded> {
  const bookingRef = bookings().doc(input.bookingId);
  const { verificationHoldHours } = await readAvailabilitySettings();
  let started: PaymentStart = {};
  const stored = await storeOnceInTransaction<PaymentDocument>({
    collection: payments(),
    payload: input,
    ...admittedPublicWrite('process-payment', payer, input.email, async (id) => {
      // Checked before a provider is asked to charge anything, and again in the transaction.
      const booking = (await bookingRef.get()).data();
      const refusal = refusalFor(booking, input, Date.now());
      if (refusal || !booking) throw refusal ?? new DomainError('not-found', BOOKING_NOT_FOUND);
      started = await provider.begin({
        paymentId: id,
        bookingId: input.bookingId,
        amount: booking.amount,
        currency: booking.currency,
        email: input.email,
        description: `${booking.serviceName}, ${booking.date} ${booking.time}`,
      });
    }),
    write: async (tx, ref, requestHash) => {
      const state = await readBooking(tx, input.bookingId);
      const nowMs = Date.now();
      const refusal = refusalFor(state?.booking, input, nowMs);
      if (refusal || !state) throw refusal ?? new DomainError('not-found', BOOKING_NOT_FOUND);
      tx.create(ref, {
        bookingId: input.bookingId,
        uid: payer.uid,
        email: input.email,
        name: input.name,
        serviceId: state.booking.serviceId,
        amount: state.booking.amount,
        currency: state.booking.currency,
        paymentMethod: input.paymentMethod,
        provider: provider.name,
        status: 'awaiting_verification',
        verifiedAt: null,
        checkoutUrl: started.checkoutUrl ?? null,
        providerReference: started.reference ?? null,
        requestHash,
        createdAt: FieldValue.serverTimestamp(),
      });
      recordPaymentOnBooking(tx, state, ref.id, started, {
        nowMs,
        verificationHoldMs: verificationHoldHours * 3_600_000,
      });
    },
  });
  if (stored.replayed) {
    const { record } = stored;
    return {
      id: stored.id,
      replayed: true,
      status: 'awaiting_verification',
      ...(record.checkoutUrl ? { checkoutUrl: record.checkoutUrl } : {}),
    };
  }
  return {
    id: stored.id,
    replayed: false,
    status: 'awaiting_verification',
    ...(started.checkoutUrl ? { checkoutUrl: started.checkoutUrl } : {}),
  };
}

/**
 * The booking's side of a recorded payment. Paid by hand: `awaiting_verification`, its slot held
 * for the owner's verification hold (unverified by then, the slot is released: booking-lapses.ts)
 * and the owner asked to verify. On a provider's page: still `pending_payment`, its slot held
 * until the page can no longer complete.
 */
function recordPaymentOnBooking(
  tx: Transaction,
  state: BookingInTransaction,
  paymentId: string,
  started: PaymentStart,
  { nowMs, verificationHoldMs }: { nowMs: number; verificationHoldMs: number },
): void {
  const ref = bookings().doc(state.id);
  const manual = started.holdUntilMs === undefined;
  const holdUntilMs = started.holdUntilMs ?? nowMs + verificationHoldMs;
  const holdExpiresAt = Timestamp.fromMillis(holdUntilMs);
  claimForPayment(tx, state, { state: 'held', expiresAt: holdExpiresAt }, nowMs);
  if (!manual) {
    tx.update(ref, { paymentId, holdExpiresAt });
    return;
  }
  tx.update(ref, { status: 'awaiting_verification', paymentId, holdExpiresAt });
  queueMailWith(tx, paymentReceivedMails(state.booking, holdUntilMs));
}

/** Every payment: those awaiting verification first, then the rest, each newest first. */
function allPayments(range: DateRange): PagedList<PaymentDocument> {
  const collection = payments();
  const decided = PAYMENT_STATUSES.filter((status) => status !== 'awaiting_verification');
  return {
    name: `payments:waiting-first${rangeName(range)}`,
    collection,
    sortField: 'createdAt',
    runs: [
      storedWithin(collection.where('status', '==', 'awaiting_verification'), range),
      storedWithin(collection.where('status', 'in', decided), range),
    ],
  };
}

/** A page of payments, newest first; without a status, those awaiting verification first. */
export function listPayments(
  status: PaymentStatus | undefined,
  page: PageRequest,
  range: DateRange = {},
): Promise<Page<PaymentRow>> {
  const list = status ? storedList(payments(), status, range) : allPayments(range);
  return pageOfRows(list, page, paymentRowSchema);
}

/**
 * Marks a payment paid (its booking confirmed, the invitation mailed) or rejected (its booking
 * cancelled, its slot freed), with an audit record, in one transaction.
 */
export async function verifyPayment(
  { id, decision }: { id: string; decision: 'paid' | 'rejected' },
  adminUid: string,
): Promise<PaymentStatus> {
  const status = await db().runTransaction(async (tx): Promise<PaymentStatus> => {
    const ref = payments().doc(id);
    const payment = (await tx.get(ref)).data();
    if (!payment) throw new DomainError('not-found', PAYMENT_NOT_FOUND);
    if (payment.status !== 'awaiting_verification')
      throw new DomainError('failed-precondition', `That payment is already ${payment.status}.`);
    const state = await readBooking(tx, payment.bookingId);
    const nowMs = Date.now();
    if (decision === 'paid') {
      if (!state || state.booking.status === 'cancelled') {
        throw new DomainError(
          'failed-precondition',
          'Its booking was cancelled: reject the payment (and refund it) instead.',
        );
      }
      if (state.booking.status === 'expired' || verificationLapsed(state.booking, nowMs)) {
        throw new DomainError('failed-precondition', PAYMENT_HOLD_LAPSED);
      }
      confirmBooking(tx, state, nowMs);
    } else if (
      state &&
      state.booking.status !== 'cancelled' &&
      state.booking.status !== 'expired'
    ) {
      writeBookingCancelled(tx, state, 'payment-rejected');
    }
    tx.update(ref, { status: decision, verifiedAt: Timestamp.fromMillis(nowMs) });
    await recordAudit(
      {
        action: decision === 'paid' ? 'payment.paid' : 'payment.reject',
        actorUid: adminUid,
        targetId: id,
      },
      tx,
    );
    return decision;
  });
  calendarChanged();
  return status;
}
