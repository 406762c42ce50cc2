import { Suspense, useEffect, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/ui/page-container';
import { PageFrameContext, type PageFrame } from '@/components/ui/page-frame';
import { readEarly } from '@/lib/start/early-reads';
import { useAppEvent, type AppEvents } from '@/lib/events';
import { PageDrawn } from '@/lib/start/content-shown';
import { part, type Part } from '@/lib/start/part';
import { warmUpIntl } from '@/lib/start/intl-warm-up';
import { loadZod } from '@/lib/start/zod-warm-up';
import { PAGE_LIST, pageAt, type GuardRules, type Page } from './pages';
import { BareLayout } from './bare-layout';
import { RootLayout } from './root-layout';

// The guard loads with the page it guards: the home page's first load does not need it. Plain
// markup, so a plain page behind it loads no MUI.
const ProtectedRoute = part(async () => (await import('./protected-route')).ProtectedRoute, {
  when: 'with-page',
  mui: false,
});

/**
 * A page's code, loaded with the page (`part`, `when: 'with-page'`). It brings MUI's runtime and
 * theme unless it is plain; a signed-in page reads the server's data, so a plain one brings the
 * query cache.
 */
function pagePart(page: Page): Part<object> {
  const readsData = page.guard !== undefined;
  return part(
    async () => {
      // A page that reads the server's data builds the schemas of its answers when its code is
      // evaluated: zod's own code first, in a task of its own (lib/start/zod-warm-up.ts).
      if (readsData) await loadZod();
      return page.load();
    },
    { when: 'with-page', mui: !page.plain, reads: readsData },
  );
}

/** Each page's part, once per loader (the two dashboards share a module, not a component). */
const parts = new Map<Page, Part<object>>(PAGE_LIST.map((page) => [page, pagePart(page)]));

function partOf(page: Page): Part<object> {
  const found = parts.get(page);
  if (!found) throw new Error(`No part for the page at ${page.paths[0]}`);
  return found;
}

/**
 * A signed-in page behind its guard. The page's code is asked for as the route renders (a
 * resource hint, as react-dom's `preload` is, safe to repeat), so it arrives beside the guard's
 * code and the session's answer instead of after them.
 */
function Guarded({
  Page,
  rules,
  frame,
}: {
  Page: Part<object>;
  rules: GuardRules;
  frame?: PageFrame;
}) {
  void Page.preload();
  // Until the guard's code, the session and the page's code are in, the page's frame holds the
  // place the shell painted it in (app/pages.ts).
  return (
    <Suspense fallback={<PageLoading frame={frame} />}>
      <ProtectedRoute {...rules} frame={frame}>
        <PageFrameContext value={frame ?? null}>
          <Page />
        </PageFrameContext>
        <PageDrawn />
      </ProtectedRoute>
    </Suspense>
  );
}

/**
 * A page that warms others (the sign-in page): once the visitor types into it, a sign-in is
 * coming, so the guard and the pages it leads to load while they finish typing (and the browser's
 * formatting data, on a worker), and the page a sign-in lands on is drawn as soon as the session
 * and its data are in, not a round of code later. Not before: the page's own first load stays
 * what it was.
 */
function Warming({ Page, warms }: { Page: Part<object>; warms: readonly Page[] }) {
  useEffect(() => {
    // A load that fails now (offline, say) fails the same way when its page renders.
    const signInComing = (): void => {
      ProtectedRoute.preload().catch(() => undefined);
      for (const page of warms)
        partOf(page)
          .preload()
          .catch(() => undefined);
      warmUpIntl();
    };
    document.addEventListener('input', signInComing, { once: true, capture: true });
    return () => document.removeEventListener('input', signInComing, { capture: true });
  }, [warms]);
  return <Page />;
}

function pageElement(page: Page): ReactElement {
  const Page = partOf(page);
  if (page.guard) return <Guarded Page={Page} rules={page.guard} frame={page.frame} />;
  // Beside the page, in its Suspense boundary: it commits when the page's first render does.
  return (
    <>
      {page.warms ? <Warming Page={Page} warms={page.warms} /> : <Page />}
      <PageDrawn />
    </>
  );
}

const routesOf = (pages: readonly Page[]): RouteObject[] =>
  pages.flatMap((page) => page.paths.map((path) => ({ path, element: pageElement(page) })));

export const routes: RouteObject[] = [
  { element: <BareLayout />, children: routesOf(PAGE_LIST.filter((page) => page.bare)) },
  { element: <RootLayout />, children: routesOf(PAGE_LIST.filter((page) => !page.bare)) },
];

/**
 * Loads the code of the prerendered page at `pathname` (`/`, `/auth`), so React adopts it in the
 * same pass as the shell: suspended, it would be adopted in a later pass, and a tap landing on it
 * while that pass runs would be lost.
 */
export async function preloadPrerenderedPage(pathname: string): Promise<void> {
  const page = pageAt(pathname);
  if (page.prerendered) await partOf(page).preload();
}

/** Starts the reads of the page a sign-in lands on, as the sign-in finishes. */
function readLanding({ landing }: AppEvents['session.started']): void {
  readEarly(pageAt(landing).reads ?? []);
}

/** Declarative routing: no loaders or actions here, so the data router's code stays out of the bundle. */
export function AppRoutes() {
  useAppEvent('session.started', readLanding);
  return useRoutes(routes);
}
