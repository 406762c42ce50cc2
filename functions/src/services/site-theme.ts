import { siteConfigDocumentSchema } from '../shared/site-theme-schema';
import type { SiteTheme } from '../shared/site-theme';
import { collectionOf } from '../lib/converters';
import { readPublishedSite } from './published-content';

/** `config/site`: site-wide settings that are not content (read by the health check). */
export const siteConfigRef = () => collectionOf('config', siteConfigDocumentSchema).doc('site');

/**
 * The theme as published (`content/theme`, edited in /admin-content), or the built-in default
 * while none is published or what is stored no longer reads.
 */
export async function readSiteTheme(): Promise<{ theme: SiteTheme; isDefault: boolean }> {
  const site = await readPublishedSite();
  return { theme: site.content.theme.theme, isDefault: (site.versions.get('theme') ?? 0) === 0 };
}
