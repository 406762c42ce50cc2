import Stripe from 'stripe';
import { paymentProvider, publicUrl } from '../../lib/config';
import { stripeSecretKey } from '../../lib/secrets';
import { manualProvider } from './manual';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripe';

/** The provider PAYMENT_PROVIDER names: manual unless a project switches Stripe on. */
export function configuredProvider(): PaymentProvider {
  if (paymentProvider() !== 'stripe') return manualProvider;
  return stripeProvider({
    sessions: new Stripe(stripeSecretKey()).checkout.sessions,
    siteUrl: publicUrl(),
  });
}
