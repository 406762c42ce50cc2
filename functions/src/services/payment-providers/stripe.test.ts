import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { PaymentIntent } from './provider';
import {
  CHECKOUT_MINUTES,
  WEBHOOK_GRACE_MINUTES,
  stripeProvider,
  type CheckoutSessions,
} from './stripe';

const NOW = Date.UTC(2026, 2, 20, 12, 0);

const intent: PaymentIntent = {
  paymentId: 'payment-1',
  bookingId: 'booking-1',
  amount: 150,
  currency: 'GBP',
  email: 'payer@example.org',
  description: 'AI Strategy Consultation, 2026-03-31 10:00',
};

/** A stand-in for `stripe.checkout.sessions`: records what it was asked, answers like Stripe. */
function fakeSessions(url: string | null = 'https://checkout.stripe.com/c/pay/cs_test_1') {
  const calls: { params: Stripe.Checkout.SessionCreateParams; idempotencyKey: string }[] = [];
  const sessions: CheckoutSessions = {
    create: async (params, { idempotencyKey }) => {
      calls.push({ params, idempotencyKey });
      return { id: 'cs_test_1', url };
    },
  };
  return { sessions, calls };
}

describe('the Stripe Checkout adapter', () => {
  it('opens a Checkout Session for the server’s price, in pence, and answers its page', async () => {
    const { sessions, calls } = fakeSessions();
    const provider = stripeProvider({ sessions, siteUrl: 'https://site.example', now: () => NOW });
    const started = await provider.begin(intent);

    expect(provider.name).toBe('stripe');
    expect(started).toEqual({
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
      reference: 'cs_test_1',
      holdUntilMs: NOW + (CHECKOUT_MINUTES + WEBHOOK_GRACE_MINUTES) * 60_000,
    });
    expect(calls).toHaveLength(1);
    const [{ params, idempotencyKey }] = calls as [(typeof calls)[number]];
    expect(idempotencyKey).toBe('checkout-payment-1');
    expect(params).toMatchObject({
      mode: 'payment',
      customer_email: 'payer@example.org',
      client_reference_id: 'booking-1',
      metadata: { paymentId: 'payment-1', bookingId: 'booking-1' },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: 15000,
            product_data: { name: 'AI Strategy Consultation, 2026-03-31 10:00' },
          },
        },
      ],
    });
    // Stripe accepts 30 minutes at the shortest and completes nothing after expires_at.
    expect(params.expires_at).toBeGreaterThanOrEqual(NOW / 1000 + 30 * 60);
    expect(params.success_url).toMatch(
      /^https:\/\/site\.example\/\?payment=success&booking=booking-1/,
    );
    expect(params.cancel_url).toMatch(
      /^https:\/\/site\.example\/\?payment=cancelled&booking=booking-1/,
    );
  });

  it('asks Stripe with the same idempotency key when a payment is retried', async () => {
    const { sessions, calls } = fakeSessions();
    const provider = stripeProvider({ sessions, siteUrl: 'https://site.example', now: () => NOW });
    await provider.begin(intent);
    await provider.begin(intent);
    expect(calls.map((call) => call.idempotencyKey)).toEqual([
      'checkout-payment-1',
      'checkout-payment-1',
    ]);
  });

  it('fails rather than record a payment nobody can pay when Stripe gives no page', async () => {
    const { sessions } = fakeSessions(null);
    const provider = stripeProvider({ sessions, siteUrl: 'https://site.example', now: () => NOW });
    await expect(provider.begin(intent)).rejects.toThrow('no URL');
  });
});
