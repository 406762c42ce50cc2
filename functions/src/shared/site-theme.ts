// Zod-free: the web applies the theme at start-up and must not pull zod into the first load.
// The schema that validates stored themes lives in site-theme-schema.ts.

export const THEME_VARIANTS = ['professional', 'vibrant', 'minimal', 'tint'] as const;
export const THEME_APPEARANCES = ['light', 'dark', 'system'] as const;

/** The server-provided theme (the published `theme` content document). */
export interface SiteTheme {
  variant: (typeof THEME_VARIANTS)[number];
  appearance: (typeof THEME_APPEARANCES)[number];
  /** Hex colour, e.g. #2563eb. */
  primary: string;
  /** Corner radius in rem. */
  radius: number;
}

/** A colour as `#rrggbb`: what a theme's primary colour is (and the editor offers a picker for). */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  options.some((option) => option === value);

/**
 * A theme read from outside (the API's answer, this browser's cache), checked without zod so
 * start-up stays light. It accepts exactly what `siteThemeSchema` accepts (a test holds them
 * together); anything else is `null`.
 */
export function parseSiteTheme(value: unknown): SiteTheme | null {
  if (typeof value !== 'object' || value === null) return null;
  const theme: Record<string, unknown> = { ...value };
  const { variant, appearance, primary, radius } = theme;
  if (!isOneOf(THEME_VARIANTS, variant) || !isOneOf(THEME_APPEARANCES, appearance)) return null;
  if (typeof primary !== 'string' || !HEX_COLOUR.test(primary)) return null;
  if (typeof radius !== 'number' || !(radius >= 0 && radius <= 2)) return null;
  return { variant, appearance, primary, radius };
}

/** The built-in theme when the server's cannot be had. */
export const DEFAULT_SITE_THEME: SiteTheme = {
  variant: 'professional',
  appearance: 'dark',
  primary: '#2563eb',
  radius: 0.75,
};

export interface ThemeResponse {
  success: boolean;
  theme: SiteTheme;
  cssVariables: Record<string, string>;
  comprehensiveCSS: string;
  isDefault: boolean;
}

/** CSS custom properties for non-MUI consumers (and the theme response's shape). */
export function themeCssVariables(theme: SiteTheme): Record<string, string> {
  return {
    '--site-primary': theme.primary,
    '--site-radius': `${theme.radius}rem`,
    '--site-variant': theme.variant,
  };
}

export function comprehensiveCss(theme: SiteTheme): string {
  const declarations = Object.entries(themeCssVariables(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return `:root { ${declarations} }`;
}

export function themeResponse(theme: SiteTheme, isDefault: boolean): ThemeResponse {
  return {
    success: true,
    theme,
    cssVariables: themeCssVariables(theme),
    comprehensiveCSS: comprehensiveCss(theme),
    isDefault,
  };
}
