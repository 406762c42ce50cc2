/**
 * The App Check header for a public write, when the site has App Check (a reCAPTCHA Enterprise
 * site key in VITE_APP_CHECK_SITE_KEY; the server then requires it, see APP_CHECK_REQUIRED).
 * Without a key this is empty and loads nothing, so the Firebase SDK stays off the home page.
 */
export async function appCheckHeader(): Promise<Record<string, string>> {
  if (!import.meta.env.VITE_APP_CHECK_SITE_KEY) return {};
  const { appCheckToken } = await import('./app-check');
  return { 'X-Firebase-AppCheck': await appCheckToken() };
}
