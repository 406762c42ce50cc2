import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppFrame } from './app/app';
import { AppHeader } from './app/app-header';
import { AppRoutes } from './app/router';
import { PageLoading } from './components/ui/page-container';
import { pageAt, PAGES, type Page } from './app/pages';
import { pageTitle } from './app/page-titles';
import type { PageFile } from '../page-files';

/**
 * The page's CSS is parsed before the first paint, and Emotion's default prefixer makes it about a
 * quarter larger for browsers we do not support. Only the two properties Safari before 18 reads
 * only prefixed keep their -webkit- copy.
 */
const safariPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && /^(backdrop-filter|user-select):/.test(element.value))
    element.return = `-webkit-${element.value}${element.value}`;
};

export interface PrerenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** `<style data-emotion>` tags with the CSS that markup uses, for `<head>`. */
  styles: string;
  /**
   * Names of styles the render produced that no element carries: a styled component's own rules,
   * folded into the class of the component it wraps (AppBar's into Paper's). Emotion leaves their
   * CSS out of `styles`; the page's cache is told their names so hydration does not compile and
   * insert them again at once (src/theme/style-cache.ts).
   */
  composed: string[];
}

/**
 * Renders a public page at build time (web/prerender-plugin.ts calls this), so its content is in
 * the HTML before any script runs. The tree matches what `main.tsx` hydrates: same frame, same
 * routes, only the router differs. Lazy parts are awaited, so every section is in the markup.
 */
export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  // Emotion's own key: the page's cache adopts these styles by name (src/theme/style-cache.ts).
  const cache = createCache({ key: 'css', stylisPlugins: [safariPrefixes] });
  // Created before rendering: it switches the cache to collecting styles instead of inlining them.
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppFrame>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </CacheProvider>
    </StrictMode>,
    // Every boundary inline, in order: outlined boundaries would need React's inline scripts,
    // which the CSP forbids, and the content would not read in order without them.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const critical = emotion.extractCriticalToChunks(html);
  const kept = new Set(critical.styles.flatMap((style) => style.ids));
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(critical),
    // The server cache holds each inserted style's CSS as a string (`true` marks a global's parts).
    composed: Object.keys(cache.inserted).filter(
      (name) => typeof cache.inserted[name] === 'string' && !kept.has(name),
    ),
  };
}

/**
 * The shell of every page drawn in the browser (the signed-in pages), at build time: the header
 * and, while the page's session loads, its frame (title, intro; `framed`) and a spinner, plain
 * markup styled by the static CSS. The browser paints it from the HTML; React draws the same in
 * its first commit (no hydration: the page under it is the account's).
 */
export async function prerenderShell(url: string, framed = true): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppFrame>
        <StaticRouter location={url}>
          {!pageAt(url).bare && <AppHeader />}
          <PageLoading frame={framed ? pageAt(url).frame : undefined} />
        </StaticRouter>
      </AppFrame>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

async function pageFile(
  page: Page,
  moduleOf: (component: unknown) => string,
): Promise<PageFile | undefined> {
  if (!page.prerendered && !page.guard) return undefined;
  const [path] = page.paths;
  const name = path.slice(1);
  return {
    paths: page.paths,
    file: page.prerendered ? `${name || 'index'}.html` : `pages/${name}.html`,
    module: moduleOf(await page.load()),
    plain: page.plain,
    prerendered: page.prerendered === true,
    // The paths a file serves are one page (/admin-direct is /admin), with one title.
    title: pageTitle(path),
    reads: page.guard ? ['/api/user', ...(page.reads ?? [])] : [],
  };
}

/**
 * Every page with an HTML file of its own, from the page list (src/app/pages.ts). `moduleOf` names
 * the module that exports a page's component (the build reads it from its module graph).
 */
export async function pageFiles(moduleOf: (component: unknown) => string): Promise<PageFile[]> {
  const files = await Promise.all(
    Object.values(PAGES).map((page: Page) => pageFile(page, moduleOf)),
  );
  return files.filter((file) => file !== undefined);
}
