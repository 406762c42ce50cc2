import { Suspense, useEffect } from 'react';
import { DEFAULT_SITE_THEME, type SiteTheme } from '@shared/site-theme';
import { pageLoaded } from '@/lib/start/page-loaded';
import { loadStyledScope } from '@/lib/start/mui-stages';
import { part } from '@/lib/start/part';
import { useSiteTheme } from '@/theme/site-theme-context';

/** Whether `theme` looks other than the built-in theme every page's HTML was built with. */
export function restyles(theme: SiteTheme | null): boolean {
  return (
    theme !== null &&
    (theme.primary !== DEFAULT_SITE_THEME.primary || theme.radius !== DEFAULT_SITE_THEME.radius)
  );
}

let restyle: () => void = () => undefined;
const restyled = new Promise<void>((resolve) => {
  restyle = resolve;
});

// MUI's root scope: the theme's CSS variables and baseline styles. The build renders it into every
// page's HTML (the prerendered pages and the shell) for the built-in theme, so in the browser its
// code loads only for a server theme of other colours or corners, which it then writes; a
// prerendered page waits for its load first. Until then its (empty) place stays as the HTML has it.
const StyledRoot = part(
  async () => {
    const StyledScope = await loadStyledScope();
    return function StyledRoot() {
      return <StyledScope root />;
    };
  },
  {
    when: {
      after: async () => {
        if (typeof document === 'undefined') return;
        await restyled;
        if (document.getElementById('root')?.dataset.prerendered) await pageLoaded();
      },
    },
    // It is MUI's root scope itself.
    mui: false,
  },
);

/** Mounted once by the root layout. */
export function StyledRootWhenRestyled() {
  const { theme } = useSiteTheme();
  const needed = restyles(theme);
  useEffect(() => {
    if (needed) restyle();
  }, [needed]);
  return STYLED_ROOT;
}

// One element for every render: re-rendered with a new one, the boundary React has not adopted
// yet (its code waits for a restyle that may never come) would hold up the update, and every
// transition after it, until it hydrates.
const STYLED_ROOT = (
  <Suspense fallback={null}>
    <StyledRoot />
  </Suspense>
);
