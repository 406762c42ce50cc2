import { DEFAULT_SITE_THEME, parseSiteTheme, type SiteTheme } from '@shared/site-theme';

const CACHE_KEY = 'site-theme';

/** The last server theme this browser saw, so a repeat visit paints in it at once. */
export function cachedSiteTheme(): SiteTheme | null {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    return raw ? parseSiteTheme(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/**
 * Loads the server theme (`GET /api/theme`) at start-up. On any failure it logs the fixed
 * messages and returns the built-in default (professional, #2563eb, dark, radius 0.75); offline
 * (the request never reached the server), the theme cached last time instead, if there is one, so
 * a page read offline keeps the site's colours.
 */
export async function loadSiteTheme(fetchImpl: typeof fetch = fetch): Promise<SiteTheme> {
  let response: Response;
  try {
    response = await fetchImpl('/api/theme', { headers: { Accept: 'application/json' } });
  } catch {
    console.error('Theme fetch failed: 0 Network error');
    return cachedSiteTheme() ?? DEFAULT_SITE_THEME;
  }
  if (!response.ok) {
    console.error(`Theme fetch failed: ${response.status} ${response.statusText}`);
    return DEFAULT_SITE_THEME;
  }
  const body: unknown = await response.json().catch(() => null);
  const success = typeof body === 'object' && body !== null && 'success' in body && body.success;
  const theme = success && 'theme' in body ? parseSiteTheme(body.theme) : null;
  if (!theme) {
    console.error('Theme fetch was unsuccessful');
    return DEFAULT_SITE_THEME;
  }
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(theme));
  } catch {
    // Storage blocked: the theme still applies for this visit.
  }
  return theme;
}
