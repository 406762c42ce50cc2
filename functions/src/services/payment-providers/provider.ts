import type { BOOKING_CURRENCY } from '../../shared/bookings';
import type { PaymentProviderName } from '../../shared/payments';

/**
 * Who takes the money for a booking. `process-payment` asks the configured provider to begin a
 * payment it is about to record, outside any transaction (a provider may call out over the
 * network), then records what it answered in one transaction with the booking.
 */

/** A payment about to be recorded: what to charge, for what. */
export interface PaymentIntent {
  /** The payment record's id: a provider keys its own idempotency on it. */
  paymentId: string;
  bookingId: string;
  /** Whole pounds, the server's price. */
  amount: number;
  currency: typeof BOOKING_CURRENCY;
  email: string;
  /** What the payer sees they pay for, e.g. the service's name. */
  description: string;
}

/** How a begun payment goes on. */
export interface PaymentStart {
  /** Where the payer pays (a hosted payment page); none when the owner verifies payments by hand. */
  checkoutUrl?: string;
  /** The provider's id of the payment (a Checkout Session id). */
  reference?: string;
  /**
   * Until when the booking's slot must stay held for the payer to finish on the provider's page;
   * none when the payment is recorded now and the slot is booked at once.
   */
  holdUntilMs?: number;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  begin(intent: PaymentIntent): Promise<PaymentStart>;
}
