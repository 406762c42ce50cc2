import { DEFAULT_SITE_THEME, type SiteTheme } from '../shared/site-theme';
import { siteConfigDocumentSchema } from '../shared/site-theme-schema';
import { collectionOf } from '../lib/converters';

export const siteConfigRef = () => collectionOf('config', siteConfigDocumentSchema).doc('site');

/** The theme in `config/site`, or the built-in default when it is missing or malformed. */
export async function readSiteTheme(): Promise<{ theme: SiteTheme; isDefault: boolean }> {
  const theme = (await siteConfigRef().get()).data()?.theme;
  return theme ? { theme, isDefault: false } : { theme: DEFAULT_SITE_THEME, isDefault: true };
}
