import { z } from './zod';
import { createdResponseSchema } from './api-response';
import { statusSchema } from './admin-records';
import { BOOKING_CURRENCY } from './bookings';
import { documentId, email, freeText } from './fields';
import { storedOnceFields, storedOnceRowFields } from './idempotency';
import { timestampSchema } from './document-fields';

/**
 * Payment payload: `POST /api/process-payment`. `bookingId` ties it to the booking it pays
 * for (the server prices that booking itself and refuses any other amount or currency).
 */
export const paymentSchema = z.object({
  bookingId: documentId('Which booking is this for?').regex(
    /^[A-Za-z0-9_-]{16,128}$/,
    'Which booking is this for?',
  ),
  email: email('Please enter a valid email address.'),
  name: freeText({ label: 'Name', max: 100, min: 1, required: 'Name is required.' }),
  /** The service id. */
  service: z
    .string({ error: 'Which service is this for?' })
    .min(1, 'Which service is this for?')
    .max(64, 'Which service is this for?'),
  amount: z.number({ error: 'Amount must be a number.' }).finite('Amount must be a number.'),
  currency: z.string({ error: 'Currency is required.' }).max(8, 'Use a currency code like GBP.'),
  /** A simulated card value: recorded as given, never a real card number. */
  paymentMethod: z
    .string({ error: 'Payment method is required.' })
    .min(1, 'Payment method is required.')
    .max(64, 'Payment method must be at most 64 characters.'),
});
export type Payment = z.infer<typeof paymentSchema>;

export const PAYMENT_STATUSES = ['awaiting_verification', 'paid', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who takes the money: the owner by hand (the default), or Stripe Checkout when configured. */
export const PAYMENT_PROVIDERS = ['manual', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** `payments/{id}`: written by the server; the payer (when signed in) and admins read it. */
export const paymentDocumentSchema = z.object({
  bookingId: z.string(),
  uid: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  serviceId: z.string(),
  amount: z.number(),
  currency: z.literal(BOOKING_CURRENCY),
  paymentMethod: z.string(),
  /** `manual` (verified by the owner) or `stripe` (verified by its webhook). */
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  verifiedAt: timestampSchema.nullable(),
  /** Where the payer pays (Stripe Checkout), kept so a replay answers with the same page. */
  checkoutUrl: z.string().nullable().optional(),
  /** The provider's own id of this payment (a Checkout Session id). */
  providerReference: z.string().nullable().optional(),
  ...storedOnceFields,
});
export type PaymentDocument = z.infer<typeof paymentDocumentSchema>;

export const paymentRecordedResponseSchema = createdResponseSchema.extend({
  status: z.enum(PAYMENT_STATUSES),
  /** Where to pay, when a provider (Stripe Checkout) takes the payment. */
  checkoutUrl: z.string().optional(),
});
export type PaymentRecorded = z.infer<typeof paymentRecordedResponseSchema>;

export const PAYMENT_RECORDED_MESSAGE =
  'Thank you. Your payment will be verified manually; your booking is confirmed once it is.';
export const PAYMENT_CHECKOUT_MESSAGE = 'Continue to the secure payment page to pay.';
export const PAYMENT_ALREADY_RECORDED = 'A payment for this booking has already been recorded.';
export const PAYMENT_NOT_FOUND = 'That payment does not exist.';
/** Marking paid a payment whose booking's verification hold lapsed (its slot was released). */
export const PAYMENT_HOLD_LAPSED =
  'Its booking was not verified in time and its slot was released: reject the payment (and refund it) instead.';

export const PAYMENT_AMOUNT_MISMATCH =
  'The amount or currency does not match the price of this service. Please reload and try again.';

/** A payment as the admin area lists it. */
export const paymentRowSchema = paymentDocumentSchema
  .omit({ uid: true, checkoutUrl: true, providerReference: true, requestHash: true })
  .extend({ ...storedOnceRowFields, verifiedAt: z.string().nullable() });
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** A payment's status after the admin's verification. */
export const paymentStatusResponseSchema = statusSchema(PAYMENT_STATUSES);

/**
 * `paymentEvents/{eventId}`: a provider's webhook event already handled (server only), so a
 * redelivered event changes nothing.
 */
export const paymentEventDocumentSchema = z.object({
  provider: z.literal('stripe'),
  type: z.string(),
  /** The payment it concerned, when it named one of ours. */
  paymentId: z.string().nullable(),
  receivedAt: timestampSchema,
});
export type PaymentEventDocument = z.infer<typeof paymentEventDocumentSchema>;

/** The answer to a provider's webhook: it only needs a 2xx to stop redelivering. */
export const webhookReceivedResponseSchema = z.object({
  success: z.literal(true),
  received: z.literal(true),
});
