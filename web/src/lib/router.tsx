import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * The app's router: a flat route table, one layout level, links, redirects and query strings.
 * That is all SPEC's pages need, in ~1.5 KB instead of the ~15 KB (gzipped) react-router adds to
 * every page's first load.
 */

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean | undefined;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  location: RouterLocation;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router)
    throw new Error('Router hooks need a <BrowserRouter>, <MemoryRouter> or <StaticRouter>');
  return router;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The query string, read-only: no page changes its own query. */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

function parse(url: string): RouterLocation {
  const { pathname, search, hash } = new URL(url, 'http://router.invalid');
  return { pathname, search, hash };
}

// --- Browser history -----------------------------------------------------------------------------

const historyListeners = new Set<() => void>();
let browserLocation: RouterLocation | null = null;
let browserHref = '';

function subscribeToHistory(listener: () => void): () => void {
  historyListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    historyListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function readBrowserLocation(): RouterLocation {
  // The same object until the URL changes, as useSyncExternalStore requires.
  if (!browserLocation || browserHref !== window.location.href) {
    browserHref = window.location.href;
    browserLocation = parse(browserHref);
  }
  return browserLocation;
}

const browserNavigate: NavigateFunction = (to, { replace = false } = {}) => {
  const before = window.location.pathname;
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  const after = parse(to);
  // A new page starts at its top; a jump within the page is the page's own business.
  if (!replace && after.pathname !== before && !after.hash) window.scrollTo(0, 0);
  historyListeners.forEach((listener) => listener());
};

export function BrowserRouter({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(
    subscribeToHistory,
    readBrowserLocation,
    readBrowserLocation,
  );
  const state = useMemo(() => ({ location, navigate: browserNavigate }), [location]);
  return <RouterContext value={state}>{children}</RouterContext>;
}

/** In-memory history for component tests. */
export function MemoryRouter({
  initialEntry = '/',
  children,
}: {
  initialEntry?: string;
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() => parse(initialEntry));
  const state = useMemo(
    () => ({ location, navigate: (to: string) => setLocation(parse(to)) }),
    [location],
  );
  return <RouterContext value={state}>{children}</RouterContext>;
}

/** A fixed location, for prerendering at build time. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const state = useMemo(
    () => ({
      location: parse(location),
      navigate: () => {
        throw new Error('A prerendered page cannot navigate while rendering');
      },
    }),
    [location],
  );
  return <RouterContext value={state}>{children}</RouterContext>;
}

// --- Routes --------------------------------------------------------------------------------------

export interface RouteObject {
  /** An exact path (no parameters), `*` for anything; none for a layout around its children. */
  path?: string;
  element: ReactNode;
  children?: RouteObject[];
}

const normalise = (pathname: string): string =>
  (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

function matchRoute(routes: RouteObject[], pathname: string): ReactNode[] | null {
  for (const route of routes) {
    if (route.children) {
      const inner = matchRoute(route.children, pathname);
      if (inner) return [route.element, ...inner];
    } else if (route.path === '*' || (route.path && normalise(route.path) === pathname)) {
      return [route.element];
    }
  }
  return null;
}

/** Renders the route matching the current path, inside its layout's `<Outlet />`. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const chain = matchRoute(routes, normalise(pathname)) ?? [];
  return chain.reduceRight<ReactNode>(
    (outlet, element) => <OutletContext value={outlet}>{element}</OutletContext>,
    null,
  );
}

export function Outlet() {
  return use(OutletContext);
}

// --- Links and redirects -------------------------------------------------------------------------

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean | undefined;
  ref?: Ref<HTMLAnchorElement>;
}

/** An `<a href>` that navigates in-app on a plain click and leaves every other click to the browser. */
export function Link({ to, replace, onClick, target, ref, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plainClick || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a ref={ref} href={to} target={target} onClick={handleClick} {...rest} />;
}

/** Redirects once rendered (in an effect, so rendering stays pure). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
