/** Region of every function; Hosting's `/api/**` rewrite in firebase.json names the same one. */
export const REGION = 'europe-west2';

/** How long a health probe may take before the service counts as failing. */
export const HEALTH_TIMEOUT_MS = 3000;

export const SESSION_COOKIE = '__session';
export const SESSION_DAYS = 5;
export const APP_NAME = 'Portfolio';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    // Misconfiguration is our fault, not the caller's: a 500 with a clear log line.
    throw new Error(`${name} is not set: add it to functions/.env.<project-id> (see README).`);
  }
  return value;
}

/**
 * The site's public address. Links in emails are built from it, never from the request's Host
 * header, which a caller could forge to plant their own domain in a password-reset email.
 */
export function publicUrl(): string {
  return required('PUBLIC_URL').replace(/\/+$/, '');
}

/** Origins allowed to make state-changing calls: the site itself plus ALLOWED_ORIGINS (comma-separated). */
export function allowedOrigins(): string[] {
  const extra = (process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [new URL(publicUrl()).origin, ...extra];
}

/** The Firebase web API key: public by design, it names the project to the Identity Toolkit REST API. */
export function webApiKey(): string {
  return required('WEB_API_KEY');
}

export function identityToolkitUrl(method: string): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
  return `${base}/${method}?key=${encodeURIComponent(webApiKey())}`;
}

/** Where visitor submissions are announced: OWNER_EMAIL, else the address in the content file. */
export function ownerEmail(fallback: string): string {
  return process.env.OWNER_EMAIL?.trim() || fallback;
}

/** Key that signs newsletter unsubscribe links (a secret in production; see README). */
export function unsubscribeSigningKey(): string {
  return required('UNSUBSCRIBE_SIGNING_KEY');
}

/** With APP_CHECK_REQUIRED=true, public write endpoints accept only requests with a valid App Check token. */
export function appCheckRequired(): boolean {
  return process.env.APP_CHECK_REQUIRED === 'true';
}
