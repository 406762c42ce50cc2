import type { Components, Theme, TypographyVariantsOptions } from '@mui/material/styles';

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

type TypographyVariants = NonNullable<Components<Theme>['MuiTypography']>['variants'];

export const typography: TypographyVariantsOptions = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  /** Sub-headings inside tool cards read as labels: semi-bold at body size. */
  subtitle1: { fontWeight: 600 },
};

/**
 * The site's text roles, each built on one of MUI's steps so it scales with the theme. They are
 * styled from the finished theme at render time rather than added to `typography`, which would
 * need a second theme built at start-up just to read MUI's scale. Pass `component` for the
 * element: the heading level is the page's choice, the look is the theme's.
 */
export const textRoleVariants: TypographyVariants = [
  {
    /** The h1 of a page outside the home page (dashboards, settings, errors). */
    props: { variant: 'pageTitle' },
    style: ({ theme }) => ({ ...theme.typography.h4, fontWeight: 700 }),
  },
  {
    /** The h2 that opens each home section. */
    props: { variant: 'sectionTitle' },
    style: ({ theme }) => ({
      ...theme.typography.h3,
      fontWeight: 800,
      fontSize: '2rem',
      marginBottom: theme.spacing(1.5),
      [theme.breakpoints.up('md')]: { fontSize: '2.75rem' },
    }),
  },
  {
    /** The larger introductory paragraph under a title. */
    props: { variant: 'lead' },
    style: ({ theme }) => ({ ...theme.typography.body1, fontSize: '1.125rem' }),
  },
  {
    /** An h3 that groups cards or lists inside a home section. */
    props: { variant: 'subsectionTitle' },
    style: ({ theme }) => ({
      ...theme.typography.h6,
      fontWeight: 700,
      marginBottom: theme.spacing(3),
    }),
  },
  {
    /** The title of a card or a block (an experience entry, a project, the endorsements panel). */
    props: { variant: 'blockTitle' },
    style: ({ theme }) => ({ ...theme.typography.h6, fontWeight: 700 }),
  },
  {
    /** The title of a small card or a short list, at body size. */
    props: { variant: 'itemTitle' },
    style: ({ theme }) => ({ ...theme.typography.body1, fontWeight: 700 }),
  },
];
