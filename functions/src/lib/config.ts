import { defineBoolean, defineInt, defineString, select } from 'firebase-functions/params';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../shared/payments';

/** Region of every function; Hosting's `/api/**` rewrite in firebase.json names the same one. */
export const REGION = 'europe-west2';

/** How long a health probe may take before the service counts as failing. */
export const HEALTH_TIMEOUT_MS = 3000;
/** How long one health answer serves every caller (the widget polls every 30 s). */
export const HEALTH_REUSE_MS = 5000;

export const SESSION_COOKIE = '__session';
export const SESSION_DAYS = 5;
export const APP_NAME = 'Portfolio';

// Settings are params (functions/.env, functions/.env.<project-id>): the CLI checks at deploy that
// each has a value, and the emulator reads the same files. Secrets are in secrets.ts.
const PUBLIC_URL = defineString('PUBLIC_URL', {
  description: "The site's public address, e.g. https://your.domain (links in emails use it).",
});
const WEB_API_KEY = defineString('WEB_API_KEY', {
  description: 'The Firebase web API key (public; it names the project to the Auth REST API).',
});
const ALLOWED_ORIGINS = defineString('ALLOWED_ORIGINS', {
  default: '',
  description: 'Origins besides PUBLIC_URL allowed to make state-changing calls, comma-separated.',
});
const OWNER_EMAIL = defineString('OWNER_EMAIL', {
  default: '',
  description: "Where visitor submissions are announced; blank for the content file's address.",
});
const APP_CHECK_REQUIRED = defineBoolean('APP_CHECK_REQUIRED', {
  default: false,
  description: 'Whether public writes need an App Check token (set VITE_APP_CHECK_SITE_KEY too).',
});

const PAYMENT_PROVIDER = defineString('PAYMENT_PROVIDER', {
  default: 'manual',
  input: select([...PAYMENT_PROVIDERS]),
  description:
    'Who takes payments: manual (the owner verifies each one, the default) or stripe (Stripe Checkout; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).',
});

const FORWARDED_HOPS = defineInt('FORWARDED_HOPS', {
  default: 2,
  description:
    'Proxies that append to X-Forwarded-For in front of the function: 2 behind Hosting (its CDN, Google front end); 0 on the emulator.',
});
const CLIENT_ADDRESS_KEY = defineString('CLIENT_ADDRESS_KEY', {
  default: '',
  description:
    'Emulator only: the key the test harness signs X-Client-Address with. Blank in production.',
});

const QUINN_MODEL = defineString('QUINN_MODEL', {
  default: '',
  description:
    "The Gemini model that words Quinn's answers (e.g. gemini-2.5-flash; set the GEMINI_API_KEY secret too); blank: Quinn answers from its engine alone.",
});

function required(value: string, name: string): string {
  // Misconfiguration is our fault, not the caller's: a 500 with a clear log line.
  if (!value)
    throw new Error(`${name} is not set: add it to functions/.env.<project-id> (see README).`);
  return value;
}

/**
 * The site's public address. Links in emails are built from it, never from the request's Host
 * header, which a caller could forge to plant their own domain in a password-reset email.
 */
export function publicUrl(): string {
  return required(PUBLIC_URL.value(), 'PUBLIC_URL').replace(/\/+$/, '');
}

/** Origins allowed to make state-changing calls: the site itself plus ALLOWED_ORIGINS. */
export function allowedOrigins(): string[] {
  const extra = ALLOWED_ORIGINS.value()
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [new URL(publicUrl()).origin, ...extra];
}

/** The Firebase web API key: public by design, it names the project to the Identity Toolkit REST API. */
export function webApiKey(): string {
  return required(WEB_API_KEY.value(), 'WEB_API_KEY');
}

export function identityToolkitUrl(method: string): string {
  // Set by the emulator suite itself (not a setting of ours): the Auth emulator's address.
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
  return `${base}/${method}?key=${encodeURIComponent(webApiKey())}`;
}

/** Where visitor submissions are announced: OWNER_EMAIL, else the address in the content file. */
export function ownerEmail(fallback: string): string {
  return OWNER_EMAIL.value().trim() || fallback;
}

/** With APP_CHECK_REQUIRED=true, public write endpoints accept only requests with a valid App Check token. */
export function appCheckRequired(): boolean {
  return APP_CHECK_REQUIRED.value();
}

/** Who takes payments: `manual` unless the project's env file says `stripe`. */
export function paymentProvider(): PaymentProviderName {
  const configured = PAYMENT_PROVIDER.value().trim() || 'manual';
  const provider = PAYMENT_PROVIDERS.find((name) => name === configured);
  // The CLI checks the value at deploy; a value it never saw (an edited env file) fails loudly.
  if (!provider) throw new Error(`PAYMENT_PROVIDER must be manual or stripe, not "${configured}".`);
  return provider;
}

/** How many proxies append to X-Forwarded-For in front of the function (api/client-address.ts). */
export function forwardedHops(): number {
  return FORWARDED_HOPS.value();
}

/** Emulator only: the test harness's key for naming a client address (api/client-address.ts). */
export function clientAddressKey(): string {
  return CLIENT_ADDRESS_KEY.value();
}

/** The Gemini model Quinn rephrases its answers with; undefined when none is configured (the default). */
export function quinnModelName(): string | undefined {
  return QUINN_MODEL.value().trim() || undefined;
}
