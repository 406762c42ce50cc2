import type { Components, Theme } from '@mui/material/styles';
import { textRoleVariants } from '../typography';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiTypography: {
    defaultProps: {
      // The element a text role renders as when a page does not say.
      variantMapping: {
        pageTitle: 'h1',
        sectionTitle: 'h2',
        lead: 'p',
        subsectionTitle: 'h3',
        blockTitle: 'h3',
        itemTitle: 'h4',
      },
    },
    variants: textRoleVariants,
  },
};
