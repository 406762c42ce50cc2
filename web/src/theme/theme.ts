import { createTheme, lighten } from '@mui/material/styles';
import { DEFAULT_SITE_THEME, type SiteTheme } from '@shared/site-theme';
import { dataDisplayCustomizations } from './customizations/data-display';
import { feedbackCustomizations } from './customizations/feedback';
import { surfacesCustomizations } from './customizations/surfaces';
import { typography } from './typography';

declare module '@mui/material/styles' {
  // The theme is built with CSS variables (MUI's documented switch for their provider props).
  interface CssThemeVariables {
    enabled: true;
  }
}

/**
 * Light and dark schemes as CSS variables (switching needs no re-render), coloured by the
 * server-provided theme. Dark mode lightens the primary colour so text on it keeps AA contrast.
 * Component defaults live in customizations/, grouped by MUI's component categories.
 */
type ThemeInputs = Pick<SiteTheme, 'primary' | 'radius'>;

// Building a theme is one of the costliest steps of start-up: each one is built once (per colour
// and radius), so the page's can be built in a task of its own before React needs it
// (`loadStyledScope`, src/lib/start/part.tsx).
const built = new Map<string, ReturnType<typeof buildTheme>>();

export function createAppTheme(site: ThemeInputs = DEFAULT_SITE_THEME) {
  const key = `${site.primary} ${site.radius}`;
  let theme = built.get(key);
  if (!theme) {
    theme = buildTheme(site);
    built.set(key, theme);
  }
  return theme;
}

function buildTheme(site: ThemeInputs) {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'data-color-scheme' },
    colorSchemes: {
      light: { palette: { primary: { main: site.primary }, background: { default: '#f8fafc' } } },
      dark: {
        palette: {
          primary: { main: lighten(site.primary, 0.35) },
          background: { default: '#0b1120', paper: '#111827' },
        },
      },
    },
    shape: { borderRadius: Math.round(site.radius * 16) },
    typography,
    components: {
      ...dataDisplayCustomizations,
      ...feedbackCustomizations,
      ...surfacesCustomizations,
    },
  });
}
