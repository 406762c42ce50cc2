import {
  lazy,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { keptUntilFailed } from '../kept-until-failed';
import { afterLoadTurn } from './after-load-turns';
import { loadEngine, loadQueryProvider, loadStyledScope } from './mui-stages';
import { nearViewport } from './near-viewport';
import { pageLoaded } from './page-loaded';
import { InStyledScope } from '@/theme/in-styled-scope';

/**
 * When a part's code loads (docs/first-load.md has the picture):
 * - `with-page`: on its first render, e.g. a route's page (the router preloads a prerendered one,
 *   so React adopts its markup in the same pass as the shell).
 * - `first-use`: when the visitor first opens it. A part with an `open` prop renders nothing
 *   until `open` is first true and then stays mounted, so its closing transition plays; a part
 *   without one loads on its first render (its caller renders it only once it is wanted).
 * - `after-load`: after the page has loaded, in its turn: one part per idle period, its code
 *   fetched first, so no two land in the same long task; `after-everything` waits for every
 *   other turn (background work such as the service worker's first install).
 * - `{ near }`: once the place `near` (a selector) comes within a screen of the viewport, or into
 *   view with `inView`; `afterPageLoad` also waits for the page's `load` event.
 * - `{ after }`: once a signal of its own resolves (e.g. a server theme that restyles the page).
 */
export type When =
  | 'with-page'
  | 'first-use'
  | 'after-load'
  | 'after-everything'
  | { near: string; inView?: boolean; afterPageLoad?: boolean }
  | { after: () => Promise<unknown> };

export interface PartOptions {
  when: When;
  /**
   * Drawn with MUI (`true`): its code brings MUI's runtime and the theme (loaded once for the page,
   * with the first such part), and it renders inside them. `'inside'`: drawn with MUI, but only
   * ever inside another part or page drawn with MUI, whose scope it uses. `false`: plain (markup
   * and CSS only). The build checks each against what the part's code loads (web/part-flags.ts).
   */
  mui: boolean | 'inside';
  /**
   * A plain part that reads the server's data (TanStack Query): its code brings the page's query
   * cache. A part drawn with MUI always brings it, beside MUI's scope.
   */
  reads?: boolean;
}

/** A part of the page whose code loads after the first paint. */
export type Part<P extends object> = ComponentType<P> & {
  /** Loads the code now; a part rendered after this has resolved renders in the same pass. */
  preload: () => Promise<void>;
};

function withStyledScope<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return async () => {
    // The part's own module imports MUI's chunks too, and loaded first it would evaluate the
    // engine with MUI's components and its own code, in one task. Once the engine is in, it
    // loads beside MUI's components: whichever comes first evaluates those with its own code.
    await loadEngine();
    const [Scope, { QueryProvider }, Component] = await Promise.all([
      loadStyledScope(),
      loadQueryProvider(),
      load(),
    ]);
    return function Styled(props: P) {
      // Inside another part drawn with MUI, its scope is this one's: a second would only repeat
      // it, and would keep a light/dark mode of its own. The query cache comes with the scope: a
      // part drawn with MUI may read the server's data.
      return useContext(InStyledScope) ? (
        <Component {...props} />
      ) : (
        <Scope>
          <QueryProvider>
            <Component {...props} />
          </QueryProvider>
        </Scope>
      );
    };
  };
}

function withQueries<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return async () => {
    // Asked for first, so the query cache's code arrives, and is evaluated, on its own, not
    // with the part's code, which imports it too.
    const [{ QueryProvider }, Component] = await Promise.all([loadQueryProvider(), load()]);
    return function WithQueries(props: P) {
      return (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      );
    };
  };
}

/** What has to happen before the code of a part loads. */
function waitFor(when: When): (() => Promise<unknown>) | undefined {
  if (typeof when === 'string') return undefined;
  if ('after' in when) return when.after;
  return async () => {
    await nearViewport(when.near, when.inView ? '0px' : undefined);
    if (when.afterPageLoad) await pageLoaded();
  };
}

/**
 * Declares a part loaded after the first paint: when its code loads and whether it brings MUI.
 * The one place the app loads components lazily (ESLint keeps `React.lazy` and `import()` of
 * components out of everywhere else). `load` picks the module's named export.
 *
 * Until its code is there the part suspends (`React.lazy`), inside a Suspense boundary of its
 * caller's choosing (the fallback holds its place); the parts that decide themselves when to
 * mount — after-load ones, and `first-use` ones with an `open` prop — bring their own boundary,
 * which shows nothing. A part mounted once its code has loaded (preloaded, or loaded for an
 * earlier instance) renders its component directly, in the same pass as its parent: React adopts
 * a preloaded prerendered page together with the shell, so no tap can fall between the two.
 */
export function part<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when, mui, reads = false }: PartOptions,
): Part<P> {
  const wait = waitFor(when);
  const scoped = mui === true ? withStyledScope(load) : reads ? withQueries(load) : load;
  let loaded: ComponentType<P> | undefined;
  // Not kept when it fails: the next attempt fetches again (e.g. once the browser is back online).
  const fetchCode = keptUntilFailed(async () => {
    await wait?.();
    loaded = await scoped();
    return loaded;
  });
  const preload = async (): Promise<void> => {
    await fetchCode();
  };

  const Lazy = lazy(async () => ({ default: await fetchCode() }));
  function Loaded(props: P) {
    // Fixed for the instance's life: one mounted before the code arrived keeps the lazy element,
    // so the code arriving never swaps the element type under it (a remount).
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }

  let Rendered: ComponentType<P> = Loaded;
  if (when === 'after-load' || when === 'after-everything') {
    const last = when === 'after-everything';
    Rendered = function AfterLoad(props: P) {
      const ready = useAfterLoadTurn(preload, last);
      return ready ? (
        <Boundary>
          <Loaded {...props} />
        </Boundary>
      ) : null;
    };
  } else if (when === 'first-use') {
    Rendered = function FirstUse(props: P) {
      const gated = 'open' in props;
      const open = !gated || props.open === true;
      const [used, setUsed] = useState(open);
      if (open && !used) setUsed(true);
      if (!gated) return <Loaded {...props} />;
      return used ? (
        <Boundary>
          <Loaded {...props} />
        </Boundary>
      ) : null;
    };
  }
  return Object.assign(Rendered, { preload });
}

/**
 * For a control that opens these parts: their code is fetched as the visitor comes to it (a
 * pointer over it, a finger on it, the focus on it), so it is often there by the press. A fetch
 * that fails here is left to the part's own load when it is shown.
 */
export function fetchesAhead(...parts: readonly { preload: () => Promise<unknown> }[]): {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
} {
  const fetch = (): void => {
    for (const each of parts) void each.preload().catch(() => undefined);
  };
  return { onPointerEnter: fetch, onTouchStart: fetch, onFocus: fetch };
}

function Boundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * False until the page has loaded, this part's turn has come and its code is here. Code that
 * cannot be fetched (offline before the service worker has kept it, a dropped connection) is
 * fetched again when the browser comes back online, or after a wait that doubles each time;
 * until then the part is simply not there, and the rest of the page goes on working.
 */
function useAfterLoadTurn(preload: () => Promise<void>, last: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    const load = async (): Promise<void> => {
      await afterLoadTurn(preload, { last });
      for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, LAST_RETRY_MS)) {
        try {
          await preload();
          break;
        } catch {
          await backOnlineOrAfter(wait);
          if (!mounted) return;
        }
      }
      // A transition, so React finishes adopting the prerendered page before this re-render.
      if (mounted) startTransition(() => setReady(true));
    };
    void load();
    return () => {
      mounted = false;
    };
  }, [preload, last]);
  return ready;
}

const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 5 * 60_000;

function backOnlineOrAfter(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}
