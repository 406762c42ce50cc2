import {
  createTheme,
  type TypographyStyle,
  type TypographyVariantsOptions,
} from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface TypographyVariants {
    pageTitle: TypographyStyle;
    sectionTitle: TypographyStyle;
    lead: TypographyStyle;
    subsectionTitle: TypographyStyle;
    blockTitle: TypographyStyle;
    itemTitle: TypographyStyle;
  }
  interface TypographyVariantsOptions {
    pageTitle?: TypographyStyle;
    sectionTitle?: TypographyStyle;
    lead?: TypographyStyle;
    subsectionTitle?: TypographyStyle;
    blockTitle?: TypographyStyle;
    itemTitle?: TypographyStyle;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    pageTitle: true;
    sectionTitle: true;
    lead: true;
    subsectionTitle: true;
    blockTitle: true;
    itemTitle: true;
  }
}

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// MUI's own scale and breakpoints, so the site's variants are sized in the same steps.
const { typography: base, breakpoints } = createTheme({ typography: { fontFamily } });

/**
 * The site's text roles. Each heading role has its own variant (mapped to its element in
 * data-display.ts), so a page says what a text is and the theme says how it looks.
 */
export const typography: TypographyVariantsOptions = {
  fontFamily,
  /** The h1 of a page outside the home page (dashboards, settings, errors). */
  pageTitle: { ...base.h4, fontWeight: 700 },
  /** The h2 that opens each home section. */
  sectionTitle: {
    ...base.h3,
    fontWeight: 800,
    fontSize: '2rem',
    marginBottom: 12,
    [breakpoints.up('md')]: { fontSize: '2.75rem' },
  },
  /** The larger introductory paragraph under a title. */
  lead: { ...base.body1, fontSize: '1.125rem' },
  /** An h3 that groups cards or lists inside a home section. */
  subsectionTitle: { ...base.h6, fontWeight: 700, marginBottom: 24 },
  /** The title of a card or a block (an experience entry, a project, the endorsements panel). */
  blockTitle: { ...base.h6, fontWeight: 700 },
  /** The title of a small card or a short list, at body size. */
  itemTitle: { ...base.body1, fontWeight: 700 },
  /** Sub-headings inside tool cards read as labels: semi-bold at body size. */
  subtitle1: { fontWeight: 600 },
};
