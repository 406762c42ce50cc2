import { DEFAULT_SITE_THEME, type SiteTheme } from '../shared/site-theme';
import { siteThemeSchema } from '../shared/site-theme-schema';
import { db } from '../lib/admin';

/** The theme in `config/site`, or the built-in default when it is missing or malformed. */
export async function readSiteTheme(): Promise<{ theme: SiteTheme; isDefault: boolean }> {
  const snapshot = await db().doc('config/site').get();
  const parsed = siteThemeSchema.safeParse(snapshot.get('theme'));
  return parsed.success
    ? { theme: parsed.data, isDefault: false }
    : { theme: DEFAULT_SITE_THEME, isDefault: true };
}
