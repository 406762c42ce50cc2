import { createTheme, lighten } from '@mui/material/styles';
import { DEFAULT_SITE_THEME, type SiteTheme } from '@shared/site-theme';

/**
 * Light and dark schemes as CSS variables (switching needs no re-render), coloured by the
 * server-provided theme. Dark mode lightens the primary colour so text on it keeps AA contrast.
 */
export function createAppTheme(site: Pick<SiteTheme, 'primary' | 'radius'> = DEFAULT_SITE_THEME) {
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
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  });
}

export const theme = createAppTheme();
