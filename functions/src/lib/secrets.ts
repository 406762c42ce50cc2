import { defineSecret } from 'firebase-functions/params';

/**
 * Signs newsletter unsubscribe links. In Secret Manager on a real project
 * (`firebase functions:secrets:set UNSUBSCRIBE_SIGNING_KEY`); the emulator reads a demo value from
 * functions/.secret.local. Only functions that list it in `secrets` can read it.
 */
const UNSUBSCRIBE_SIGNING_KEY = defineSecret('UNSUBSCRIBE_SIGNING_KEY');

/** The secrets the `api` function is bound to. */
export const API_SECRETS = [UNSUBSCRIBE_SIGNING_KEY];

export function unsubscribeSigningKey(): string {
  const key = UNSUBSCRIBE_SIGNING_KEY.value();
  if (!key) {
    throw new Error(
      'UNSUBSCRIBE_SIGNING_KEY has no value: set the secret (see README) and bind it to the function.',
    );
  }
  return key;
}
