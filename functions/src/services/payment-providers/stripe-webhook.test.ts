import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors';
import { BAD_SIGNATURE, verifiedEvent } from './stripe-webhook';

const SECRET = 'whsec_test_secret';
const payload = JSON.stringify({
  id: 'evt_test_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_test_1', metadata: { paymentId: 'p1' } } },
});
const sign = (body: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });

const refusal = (run: () => unknown): DomainError | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  return undefined;
};

describe('Stripe webhook signatures', () => {
  it('accept an event signed with the endpoint’s secret', () => {
    const event = verifiedEvent(Buffer.from(payload), sign(payload), SECRET);
    expect(event).toMatchObject({ id: 'evt_test_1', type: 'checkout.session.completed' });
  });

  it('refuse a missing signature, another secret, altered bytes and an old timestamp', () => {
    const cases = [
      () => verifiedEvent(Buffer.from(payload), undefined, SECRET),
      () => verifiedEvent(Buffer.from(payload), sign(payload, 'whsec_other'), SECRET),
      () => verifiedEvent(Buffer.from(payload.replace('p1', 'p2')), sign(payload), SECRET),
      () =>
        verifiedEvent(
          Buffer.from(payload),
          sign(payload, SECRET, Math.floor(Date.now() / 1000) - 3600),
          SECRET,
        ),
    ];
    for (const attempt of cases) {
      expect(refusal(attempt)).toMatchObject({ kind: 'invalid', message: BAD_SIGNATURE });
    }
  });
});
