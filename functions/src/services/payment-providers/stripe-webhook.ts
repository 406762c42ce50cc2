import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { isDocumentId } from '../../shared/fields';
import { paymentEventDocumentSchema } from '../../shared/payments';
import { z } from '../../shared/zod';
import { db } from '../../lib/admin';
import { collectionOf } from '../../lib/converters';
import { DomainError } from '../../lib/errors';
import { stripeWebhookSecret } from '../../lib/secrets';
import { paidButSlotLostMails } from '../booking-mail';
import { bookingHolder } from '../booking-records';
import { confirmBooking, readBooking } from '../bookings';
import { calendarChanged } from '../calendar-changes';
import { queueMailWith } from '../mail';
import { payments } from '../payments';
import { takenByOthers } from '../slot-claims';
import { readPublishedSite } from '../published-content';

/**
 * Stripe's webhook: each event's signature is checked with the endpoint's signing secret (the
 * `stripe` package does it, over the raw bytes), and each event is handled once: its id is stored
 * in `paymentEvents` in the transaction that acts on it, so a redelivery changes nothing.
 * `checkout.session.completed` of a paid session marks our payment paid and confirms its booking.
 */

export const STRIPE_NOT_CONFIGURED = 'Stripe payments are not configured.';
export const BAD_SIGNATURE = 'The webhook signature is not valid.';

const paymentEvents = () => collectionOf('paymentEvents', paymentEventDocumentSchema);

const eventSchema = z.object({
  id: z.string().refine(isDocumentId),
  type: z.string(),
  data: z.object({ object: z.unknown() }),
});

const completedSessionSchema = z.object({
  payment_status: z.string(),
  amount_total: z.number().nullable(),
  currency: z.string().nullable(),
  metadata: z.object({ paymentId: z.string().optional() }).nullable(),
});

/**
 * A signing secret is Stripe's `whsec_…`; anything else (the placeholder of a project that takes
 * payments by hand) switches the endpoint off, so no known value can ever sign an event.
 */
function signingSecret(): string {
  const secret = stripeWebhookSecret();
  if (!secret.startsWith('whsec_')) throw new DomainError('not-found', STRIPE_NOT_CONFIGURED);
  return secret;
}

/** The event, if Stripe signed these exact bytes (and recently: the package's 5-minute tolerance). */
export function verifiedEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): z.infer<typeof eventSchema> {
  if (!signature) throw new DomainError('invalid', BAD_SIGNATURE);
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new DomainError('invalid', BAD_SIGNATURE);
  }
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) throw new DomainError('invalid', 'That is not a Stripe event.');
  return parsed.data;
}

/** The payment of a completed Checkout Session, if it is one of ours, paid in full. */
async function settle(
  tx: Transaction,
  paymentId: string,
  session: z.infer<typeof completedSessionSchema>,
): Promise<boolean> {
  const ref = payments().doc(paymentId);
  const payment = (await tx.get(ref)).data();
  if (!payment || payment.provider !== 'stripe' || payment.status !== 'awaiting_verification')
    return false;
  const paidInFull =
    session.payment_status === 'paid' &&
    session.amount_total === Math.round(payment.amount * 100) &&
    session.currency === payment.currency.toLowerCase();
  if (!paidInFull) return false;
  const state = await readBooking(tx, payment.bookingId);
  const nowMs = Date.now();
  tx.update(ref, { status: 'paid', verifiedAt: Timestamp.fromMillis(nowMs) });
  if (!state || state.booking.status === 'cancelled') return true;
  if (takenByOthers(state.cells, bookingHolder(state.id), nowMs)) {
    queueMailWith(tx, paidButSlotLostMails(state.booking));
    return true;
  }
  confirmBooking(tx, state, nowMs);
  return true;
}

/** Handles one webhook delivery; true when it changed a payment (false: nothing to do, or a redelivery). */
export async function handleStripeWebhook(
  rawBody: Buffer,
  signature: string | undefined,
): Promise<boolean> {
  // What it mails is signed with the owner's profile as published.
  await readPublishedSite();
  const event = verifiedEvent(rawBody, signature, signingSecret());
  const session =
    event.type === 'checkout.session.completed'
      ? completedSessionSchema.safeParse(event.data.object).data
      : undefined;
  const paymentId = session?.metadata?.paymentId;
  const ours = paymentId !== undefined && isDocumentId(paymentId) ? paymentId : null;
  const changed = await db().runTransaction(async (tx) => {
    const eventRef = paymentEvents().doc(event.id);
    if ((await tx.get(eventRef)).exists) return false;
    const settled = session && ours ? await settle(tx, ours, session) : false;
    tx.create(eventRef, {
      provider: 'stripe',
      type: event.type,
      paymentId: ours,
      receivedAt: FieldValue.serverTimestamp(),
    });
    return settled;
  });
  if (changed) calendarChanged();
  return changed;
}
