import type { Components, Theme } from '@mui/material/styles';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiTypography: {
    defaultProps: {
      // The element each of the site's text roles renders as, unless a page says otherwise.
      variantMapping: {
        pageTitle: 'h1',
        sectionTitle: 'h2',
        lead: 'p',
        subsectionTitle: 'h3',
        blockTitle: 'h3',
        itemTitle: 'h4',
      },
    },
  },
};
