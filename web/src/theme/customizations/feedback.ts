import type { Components, Theme } from '@mui/material/styles';

export const feedbackCustomizations: Components<Theme> = {
  MuiLinearProgress: {
    styleOverrides: {
      // A bar that eases to each new value is motion; visitors who ask for less get none.
      bar: { '@media (prefers-reduced-motion: reduce)': { transition: 'none' } },
    },
    variants: [
      {
        // A measured value (a skill level, a score) is a thicker, rounded bar than a busy line.
        props: { variant: 'determinate' },
        style: { height: 8, borderRadius: 4 },
      },
    ],
  },
};
