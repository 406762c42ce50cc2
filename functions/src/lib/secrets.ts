import { defineSecret } from 'firebase-functions/params';

/**
 * Signs newsletter unsubscribe links. In Secret Manager on a real project
 * (`firebase functions:secrets:set UNSUBSCRIBE_SIGNING_KEY`); the emulator reads a demo value from
 * functions/.secret.local. Only functions that list it in `secrets` can read it.
 */
const UNSUBSCRIBE_SIGNING_KEY = defineSecret('UNSUBSCRIBE_SIGNING_KEY');

/**
 * Signs the links in meeting invitations that cancel a request without signing in. A key of its
 * own, so rotating it invalidates those links and nothing else.
 */
const MEETING_LINK_SIGNING_KEY = defineSecret('MEETING_LINK_SIGNING_KEY');

/**
 * Stripe's API key and the signing secret of its webhook endpoint. Read only when
 * PAYMENT_PROVIDER is `stripe` (lib/config.ts); otherwise a placeholder value will do.
 */
const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/**
 * The Gemini API key Quinn's optional language model calls with. Read only when QUINN_MODEL names
 * a model (lib/config.ts); otherwise a placeholder value will do.
 */
const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');

/** The secrets the `api` function is bound to. */
export const API_SECRETS = [
  UNSUBSCRIBE_SIGNING_KEY,
  MEETING_LINK_SIGNING_KEY,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  GEMINI_API_KEY,
];

/** Meeting admin callables mail the same signed links, so they are bound to that key too. */
export const MEETING_CALLABLE_SECRETS = [MEETING_LINK_SIGNING_KEY];

function required(value: string, name: string): string {
  if (!value) {
    throw new Error(
      `${name} has no value: set the secret (see README) and bind it to the function.`,
    );
  }
  return value;
}

export function unsubscribeSigningKey(): string {
  return required(UNSUBSCRIBE_SIGNING_KEY.value(), 'UNSUBSCRIBE_SIGNING_KEY');
}

export function meetingLinkSigningKey(): string {
  return required(MEETING_LINK_SIGNING_KEY.value(), 'MEETING_LINK_SIGNING_KEY');
}

export function stripeSecretKey(): string {
  return required(STRIPE_SECRET_KEY.value(), 'STRIPE_SECRET_KEY');
}

export function stripeWebhookSecret(): string {
  return required(STRIPE_WEBHOOK_SECRET.value(), 'STRIPE_WEBHOOK_SECRET');
}

export function geminiApiKey(): string {
  return required(GEMINI_API_KEY.value(), 'GEMINI_API_KEY');
}
