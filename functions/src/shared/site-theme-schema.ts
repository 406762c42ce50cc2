import { z } from './zod';
import { HEX_COLOUR, THEME_APPEARANCES, THEME_VARIANTS } from './site-theme';

export const siteThemeSchema = z.object({
  variant: z.enum(THEME_VARIANTS),
  appearance: z.enum(THEME_APPEARANCES),
  primary: z.string().regex(HEX_COLOUR, 'Primary colour must be a hex colour like #2563eb'),
  radius: z.number().min(0).max(2),
});

/** `GET /api/theme`. */
export const themeResponseSchema = z.object({
  success: z.boolean(),
  theme: siteThemeSchema,
  cssVariables: z.record(z.string(), z.string()),
  comprehensiveCSS: z.string(),
  isDefault: z.boolean(),
});

/**
 * `config/site`: site-wide settings that are not content (public read). The theme it once held is
 * the `theme` content document now; a stored one is left alone and no longer read.
 */
export const siteConfigDocumentSchema = z.looseObject({});
export type SiteConfigDocument = z.infer<typeof siteConfigDocumentSchema>;
