import { createTheme, lighten } from '@mui/material/styles';
import { DEFAULT_SITE_THEME, type SiteTheme } from '@shared/site-theme';
import { dataDisplayCustomizations } from './customizations/data-display';
import { feedbackCustomizations } from './customizations/feedback';
import { surfacesCustomizations } from './customizations/surfaces';
import { typography } from './typography';

/**
 * Light and dark schemes as CSS variables (switching needs no re-render), coloured by the
 * server-provided theme. Dark mode lightens the primary colour so text on it keeps AA contrast.
 * Component defaults live in customizations/, grouped by MUI's component categories.
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
    typography,
    components: {
      ...dataDisplayCustomizations,
      ...feedbackCustomizations,
      ...surfacesCustomizations,
    },
  });
}

export const theme = createAppTheme();
