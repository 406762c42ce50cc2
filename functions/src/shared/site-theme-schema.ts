import { z } from './zod';
import { THEME_APPEARANCES, THEME_VARIANTS } from './site-theme';

export const siteThemeSchema = z.object({
  variant: z.enum(THEME_VARIANTS),
  appearance: z.enum(THEME_APPEARANCES),
  primary: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Primary colour must be a hex colour like #2563eb'),
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
 * `config/site`: the site-wide settings every page reads at start-up (public read). A missing or
 * malformed theme reads as none, so the built-in default applies instead of an error.
 */
export const siteConfigDocumentSchema = z.object({
  theme: siteThemeSchema.optional().catch(undefined),
});
export type SiteConfigDocument = z.infer<typeof siteConfigDocumentSchema>;
