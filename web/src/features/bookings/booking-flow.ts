import { BOOKING_CURRENCY, type ServiceBooking } from '@shared/bookings';
import type { Service } from '@shared/content/services-schema';
import type { Payment, PaymentRecorded } from '@shared/payments';
import { QUEUED_MESSAGE } from '@/lib/form/outcome';
import type { Sent, Submitted } from '@/lib/submit';
import type { ServiceBooked } from './api/book-service';

/** The payment method is a simulated card value; no card details are ever asked for. */
export const SIMULATED_CARD = 'simulated_card';

/** A queued booking is paid later: payment is never queued (it needs a connection). */
export const PAYMENT_LATER =
  'Payment is not taken offline: I will contact you about it once your booking arrives.';

export type Confirmed =
  | { status: 'sent'; message: string; checkoutUrl: string | undefined }
  | { status: 'queued'; message: string };

/**
 * Confirm: the booking, then its payment. The booking answered last is kept for its
 * content, so pressing Confirm again after the payment failed pays for that booking instead of
 * booking the time a second time (the first booking holds it). Throws what either call threw.
 */
export function createBookingFlow(
  book: (booking: ServiceBooking) => Promise<Submitted<ServiceBooked>>,
  pay: (payment: Payment) => Promise<Sent<PaymentRecorded>>,
) {
  let booked: { body: string; answer: ServiceBooked } | null = null;
  return async function confirm(booking: ServiceBooking, service: Service): Promise<Confirmed> {
    const body = JSON.stringify(booking);
    let answer = booked?.body === body ? booked.answer : null;
    if (!answer) {
      const submitted = await book(booking);
      if (submitted.status === 'queued') {
        return { status: 'queued', message: `${QUEUED_MESSAGE} ${PAYMENT_LATER}` };
      }
      answer = submitted.answer;
      booked = { body, answer };
    }
    const paid = await pay({
      bookingId: answer.id,
      email: booking.email,
      name: booking.name,
      service: service.id,
      amount: service.price,
      currency: BOOKING_CURRENCY,
      paymentMethod: SIMULATED_CARD,
    });
    booked = null;
    return { status: 'sent', message: paid.message, checkoutUrl: paid.answer.checkoutUrl };
  };
}
