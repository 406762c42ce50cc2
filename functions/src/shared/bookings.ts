import { z } from './zod';
import { createdResponseSchema } from './api-response';
import { statusSchema } from './admin-records';
import { calendarDate, email, freeText } from './fields';
import { storedOnceFields, storedOnceRowFields } from './idempotency';
import { timestampSchema } from './document-fields';
import { services } from './content/services';

/** The wizard's times, in the owner's time zone. */
export const WIZARD_TIMES = [
  '09:00',
  '10:00',
  '11:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
] as const;

/** What the wizard tells the visitor once their booking went through, or did not. */
export const BOOKING_CONFIRMED_TITLE = 'Booking Confirmed';
export const BOOKING_FAILED_TITLE = 'Booking Failed';
export const BOOKING_FAILED_MESSAGE =
  'There was an error processing your booking. Please try again or contact us directly.';

export const BOOKING_CURRENCY = 'GBP';

const serviceNames = services.map((service) => service.name);

/** Service booking payload: `POST /api/book-service` (no sign-in needed). */
export const serviceBookingSchema = z.object({
  name: freeText({ label: 'Full name', max: 100, min: 1, required: 'Full name is required.' }),
  email: email('Please enter a valid email address.'),
  company: freeText({ label: 'Company', max: 100 }).optional(),
  /** The service's name plus the visitor's notes. */
  description: freeText({ label: 'Notes', max: 2000, multiline: true }).optional(),
  date: calendarDate,
  time: z.enum(WIZARD_TIMES, { error: 'Please choose a time.' }),
  /** The service's name; the server prices the booking from it. */
  type: z
    .string({ error: 'Please choose a service.' })
    .refine((name) => serviceNames.includes(name), 'Please choose a service.'),
});
export type ServiceBooking = z.infer<typeof serviceBookingSchema>;

/**
 * A booking's life: `pending_payment` holds its slots for a while; a recorded payment makes it
 * `awaiting_verification` (slots held for the owner's verification hold); the owner verifying the
 * payment makes it `confirmed` (slots booked). Unverified when that hold ends, it is `expired`
 * and its slots are free again.
 */
export const BOOKING_STATUSES = [
  'pending_payment',
  'awaiting_verification',
  'confirmed',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** How long an unpaid booking holds its slots. */
export const BOOKING_HOLD_MINUTES = 30;

/** `bookings/{id}`: written by the server; the booker (when signed in) and admins read it. */
export const bookingDocumentSchema = z.object({
  uid: z.string().nullable(),
  serviceId: z.string(),
  serviceName: z.string(),
  /** Whole pounds, from the catalogue at booking time. */
  amount: z.number(),
  currency: z.literal(BOOKING_CURRENCY),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  description: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  start: timestampSchema,
  end: timestampSchema,
  status: z.enum(BOOKING_STATUSES),
  slots: z.array(z.string()),
  holdExpiresAt: timestampSchema.nullable(),
  paymentId: z.string().nullable(),
  sequence: z.number().int().min(0),
  ...storedOnceFields,
});
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;

/**
 * `bookingHolds/{id}` (server only): the bookings one booker made that may still hold a slot, per
 * email, per account, and per address for bookings made without a session; the booking
 * transaction reads them to cap how many slots one booker holds unverified at once. `expiresAt`
 * is a TTL field: a ledger untouched that long lists nothing that still holds.
 */
export const bookingHoldsDocumentSchema = z.object({
  bookingIds: z.array(z.string()),
  expiresAt: timestampSchema,
});
export type BookingHoldsDocument = z.infer<typeof bookingHoldsDocumentSchema>;

/** `POST /api/book-service`'s answer: the booking, and what it costs (priced by the server). */
export const serviceBookedResponseSchema = createdResponseSchema.extend({
  amount: z.number(),
  currency: z.literal(BOOKING_CURRENCY),
});

/** `POST /api/book-service`'s message: the slot is held for a while, until paid. */
export const SERVICE_BOOKED_MESSAGE = `Your session is reserved for ${BOOKING_HOLD_MINUTES} minutes. Complete the payment to keep it.`;
/** A wizard date and time outside the owner's working hours (or a blackout date). */
export const BOOKING_OUTSIDE_HOURS =
  'That time is outside working hours for this session. Please choose another date or time.';
export const BOOKING_IN_THE_PAST = 'That time has already passed. Please choose a later one.';
/** A session closer than the owner's minimum notice. */
export const bookingTooSoon = (hours: number): string =>
  `Sessions must be booked at least ${hours} ${hours === 1 ? 'hour' : 'hours'} ahead. Please choose a later time.`;
/** A session past the owner's horizon. */
export const bookingTooFar = (days: number): string =>
  `Sessions can be booked up to ${days} ${days === 1 ? 'day' : 'days'} ahead. Please choose an earlier date.`;
/** How many sessions one booker may hold at once while they wait for payment or its check. */
export const UNVERIFIED_HOLDS_MAX = 2;
export const TOO_MANY_HOLDS = `You already have ${UNVERIFIED_HOLDS_MAX} sessions waiting for payment or its verification. Please wait until one is confirmed or released before booking another.`;
export const BOOKING_NOT_FOUND = 'That booking does not exist.';
export const BOOKING_HOLD_EXPIRED =
  'This booking was not paid in time and its slot was released. Please book again.';
export const BOOKING_CANCELLED = 'This booking has been cancelled.';

/**
 * A booking as the dashboards and the admin area show it (instants as UTC ISO strings), with when
 * its hold on the slot lapses while it waits for payment or verification.
 */
export const bookingRowSchema = bookingDocumentSchema
  .omit({ uid: true, slots: true, sequence: true, requestHash: true })
  .extend({
    ...storedOnceRowFields,
    start: z.string(),
    end: z.string(),
    holdExpiresAt: z.string().nullable(),
  });
export type BookingRow = z.infer<typeof bookingRowSchema>;

/** `GET /api/bookings` (signed in): the caller's own bookings, newest first. */
export const myBookingsResponseSchema = z.object({
  success: z.literal(true),
  bookings: z.array(bookingRowSchema),
});

/** A booking's status after a cancel (the admin's, or its booker's with `POST /api/bookings/{id}/cancel`). */
export const bookingStatusResponseSchema = statusSchema(BOOKING_STATUSES);
