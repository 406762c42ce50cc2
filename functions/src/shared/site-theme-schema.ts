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
