import type { Components, Theme } from '@mui/material/styles';

export const surfacesCustomizations: Components<Theme> = {
  MuiCard: {
    // The site's cards are flat and outlined; elevation is kept for what floats (panels, menus).
    defaultProps: { variant: 'outlined' },
  },
};
