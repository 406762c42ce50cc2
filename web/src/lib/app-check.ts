import {
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';
import { firebaseEnv } from '@/config/env';
import { firebaseAuthServices } from './firebase-auth';

// Loaded only when a site key is configured (see app-check-header.ts), and only when a form is sent.

let appCheck: AppCheck | undefined;

/** A current App Check token (the SDK caches and refreshes it). */
export async function appCheckToken(): Promise<string> {
  const siteKey = firebaseEnv().VITE_APP_CHECK_SITE_KEY;
  if (!siteKey) throw new Error('VITE_APP_CHECK_SITE_KEY is not set');
  appCheck ??= initializeAppCheck(firebaseAuthServices().app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return (await getToken(appCheck)).token;
}
