import type Stripe from 'stripe';
import type { PaymentProvider, PaymentStart } from './provider';

/**
 * Stripe Checkout: a hosted payment page per payment. Only the one call this needs is asked of
 * the Stripe client, so tests hand in a fake object and nothing ever reaches the network.
 */
export interface CheckoutSessions {
  create(
    params: Stripe.Checkout.SessionCreateParams,
    options: { idempotencyKey: string },
  ): Promise<{ id: string; url: string | null }>;
}

/**
 * Stripe's shortest Checkout Session life is 30 minutes; a minute more leaves room for clock
 * differences. Stripe refuses to complete a session after its `expires_at`.
 */
export const CHECKOUT_MINUTES = 31;
/** The slot stays held this much past the session's end, for its completion event to arrive. */
export const WEBHOOK_GRACE_MINUTES = 10;

export interface StripeProviderOptions {
  sessions: CheckoutSessions;
  /** The site's public address: where Stripe sends the payer back. */
  siteUrl: string;
  now?: () => number;
}

export function stripeProvider({
  sessions,
  siteUrl,
  now = Date.now,
}: StripeProviderOptions): PaymentProvider {
  return {
    name: 'stripe',
    async begin(intent): Promise<PaymentStart> {
      const expiresAt = Math.floor(now() / 1000) + CHECKOUT_MINUTES * 60;
      const back = (outcome: string) =>
        `${siteUrl}/?${new URLSearchParams({ payment: outcome, booking: intent.bookingId }).toString()}#availability`;
      const session = await sessions.create(
        {
          mode: 'payment',
          customer_email: intent.email,
          client_reference_id: intent.bookingId,
          metadata: { paymentId: intent.paymentId, bookingId: intent.bookingId },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: intent.currency.toLowerCase(),
                // Stripe counts in the currency's smallest unit: pence.
                unit_amount: Math.round(intent.amount * 100),
                product_data: { name: intent.description },
              },
            },
          ],
          expires_at: expiresAt,
          success_url: back('success'),
          cancel_url: back('cancelled'),
        },
        // A retried payment makes no second session: Stripe answers the first one again.
        { idempotencyKey: `checkout-${intent.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe gave Checkout Session ${session.id} no URL.`);
      return {
        checkoutUrl: session.url,
        reference: session.id,
        holdUntilMs: (expiresAt + WEBHOOK_GRACE_MINUTES * 60) * 1000,
      };
    },
  };
}
