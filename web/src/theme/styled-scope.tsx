import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { colorModeStorage } from './color-mode';
import { InStyledScope } from './in-styled-scope';
import { cachedSiteTheme } from './server-theme';
import { useSiteTheme } from './site-theme-context';
import { createStyleCache } from './style-cache';
import { createAppTheme } from './theme';

// One cache for the page, adopting the prerendered styles, created when MUI's code first loads.
// On the server (the prerender) the renderer's own cache, provided around the page, is used.
const styleCache = typeof document === 'undefined' ? undefined : createStyleCache();

/** Builds the theme the page starts in (kept by createAppTheme), before a render needs it. */
export function prepareTheme(): void {
  createAppTheme(cachedSiteTheme() ?? undefined);
}

/**
 * MUI's theme around a part of the page drawn with MUI. The parts that paint first (header, hero,
 * account card) are plain markup; every part that uses MUI loads with one of these (a `part` with
 * `mui: true`, src/lib/start/part.tsx), so MUI's runtime is not in the first load. `root`: the one scope the app
 * mounts for its life (src/app/root-layout.tsx), which writes the theme's CSS variables and the
 * baseline styles; the others only provide the theme. All keep one light/dark mode
 * (./color-mode.ts). The page's query cache is not the theme's: a part brings it beside its scope
 * (src/lib/start/part.tsx).
 */
export function StyledScope({ children, root = false }: { children?: ReactNode; root?: boolean }) {
  const { theme: site, startMode, fixed = false } = useSiteTheme();
  // One theme object per colour and radius (createAppTheme keeps them): a server theme that only
  // confirms what the page started with changes nothing, so nothing re-renders or re-styles.
  const theme = createAppTheme(site ?? undefined);
  const scope = (
    // A visitor's stored light/dark choice wins; without one the appearance of the theme the page
    // started with applies ('system' follows the device). `noSsr`: the scheme is known from the first render
    // (color-scheme.js already applied it), so MUI does not change its context after mounting,
    // which would make React redraw prerendered sections.
    <ThemeProvider
      theme={theme}
      defaultMode={startMode}
      noSsr
      storageManager={fixed ? null : colorModeStorage}
      disableStyleSheetGeneration={!root}
    >
      {root && <CssBaseline enableColorScheme />}
      <InStyledScope value>{children}</InStyledScope>
    </ThemeProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{scope}</CacheProvider> : scope;
}
