import {
  PAYMENT_CHECKOUT_MESSAGE,
  PAYMENT_RECORDED_MESSAGE,
  paymentRecordedResponseSchema,
  paymentSchema,
  webhookReceivedResponseSchema,
} from '../../shared/payments';
import { DomainError } from '../../lib/errors';
import { configuredProvider } from '../../services/payment-providers/configured';
import {
  BAD_SIGNATURE,
  handleStripeWebhook,
} from '../../services/payment-providers/stripe-webhook';
import { processPayment } from '../../services/payments';
import { visitorOf } from '../caller';
import { publicWrite } from '../public-write';
import { reply, replyCreated } from '../reply';
import type { Route } from '../router';

/** Where Stripe posts its events (Dashboard → Developers → Webhooks). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe-webhook';

export const paymentRoutes: Route[] = [
  {
    // Never queued offline (a payment needs a connection); priced and checked by the server.
    path: '/api/process-payment',
    methods: {
      POST: publicWrite(paymentSchema, async (input, req, res) => {
        const recorded = await processPayment(input, await visitorOf(req), configuredProvider());
        replyCreated(res, recorded, paymentRecordedResponseSchema, {
          success: true,
          message: recorded.checkoutUrl ? PAYMENT_CHECKOUT_MESSAGE : PAYMENT_RECORDED_MESSAGE,
          id: recorded.id,
          status: recorded.status,
          ...(recorded.checkoutUrl ? { checkoutUrl: recorded.checkoutUrl } : {}),
        });
      }),
    },
  },
  {
    // The signature covers the exact bytes Stripe sent: the body is taken raw, never re-encoded.
    path: STRIPE_WEBHOOK_PATH,
    body: 'raw',
    methods: {
      POST: async (req, res) => {
        const body: unknown = req.body;
        if (!Buffer.isBuffer(body)) throw new DomainError('invalid', BAD_SIGNATURE);
        await handleStripeWebhook(body, req.get('stripe-signature'));
        reply(res, webhookReceivedResponseSchema, { success: true, received: true });
      },
    },
  },
];
