import { APP_CHECK_HEADER, APP_CHECK_REFUSED_MESSAGE } from '@shared/app-check';
import { ApiError } from './api-client';

/**
 * The App Check header for a public write, when the site has App Check (a reCAPTCHA Enterprise
 * site key in VITE_APP_CHECK_SITE_KEY; the server then requires it, see APP_CHECK_REQUIRED).
 * Without a key this is empty and loads nothing, so the Firebase SDK stays off the home page.
 * Offline, a token that cannot be made is left out: the offline queue keeps the submission and
 * asks the page for a fresh token when it sends it (lib/offline-queue/app-check-tokens.ts).
 * Online, the visitor is told what the server would say, without a request that must fail.
 */
export async function appCheckHeader(): Promise<Record<string, string>> {
  if (!import.meta.env.VITE_APP_CHECK_SITE_KEY) return {};
  try {
    const { appCheckToken } = await import('./app-check');
    return { [APP_CHECK_HEADER]: await appCheckToken() };
  } catch {
    if (!navigator.onLine) return {};
    throw new ApiError(401, APP_CHECK_REFUSED_MESSAGE, {
      success: false,
      message: APP_CHECK_REFUSED_MESSAGE,
    });
  }
}

/** Whether a failure is App Check's refusal, whose words every form shows as they are. */
export function isAppCheckRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 401 && error.message === APP_CHECK_REFUSED_MESSAGE
  );
}
