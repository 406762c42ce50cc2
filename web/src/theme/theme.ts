import { createTheme } from '@mui/material/styles';

export const PRIMARY = '#2563eb';

/** Light and dark schemes as CSS variables, so switching needs no re-render of every component. */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-color-scheme' },
  colorSchemes: {
    light: { palette: { primary: { main: PRIMARY }, background: { default: '#f8fafc' } } },
    dark: {
      palette: {
        primary: { main: '#60a5fa' },
        background: { default: '#0b1120', paper: '#111827' },
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});
