import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { theme } from '@/theme/theme';
import { ErrorBoundary } from './error-boundary';
import { createRouter } from './router';

// Colours cross-fade while <html> carries the class the theme toggle sets for 500 ms.
const THEME_TRANSITION_STYLES = {
  '.theme-transition, .theme-transition *, .theme-transition *::before, .theme-transition *::after':
    {
      transition:
        'background-color .5s ease, color .5s ease, border-color .5s ease, fill .5s ease !important',
    },
  html: { scrollBehavior: 'auto' },
};

export function App() {
  const [router] = useState(createRouter);
  return (
    <ThemeProvider theme={theme} defaultMode="system">
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={THEME_TRANSITION_STYLES} />
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </ThemeProvider>
  );
}
