import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { publish } from '@/lib/events';
import { RootLayout } from './root-layout';
import { AppRoutes, routes } from './router';
import { useNewPageAtTop } from './use-new-page-at-top';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{pathname + search + hash}</output>;
}

const where = (): string | null => screen.getByTestId('where').textContent;

describe('router', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the spinner while a lazy page loads, then the home page', async () => {
    renderAt('/');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('renders the not-found page for any other path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at \/no\/such\/page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute('href', '/');
  });

  it('shows the error fallback when a page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('Page exploded');
    };
    const BrokenRoutes = () =>
      useRoutes([{ element: <RootLayout />, children: [{ path: '/', element: <Broken /> }] }]);
    render(
      <MemoryRouter>
        <BrokenRoutes />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Page exploded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The header stays usable around the failed page.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each([
    ['/', paths.home],
    ['/auth', paths.auth],
    ['/auth/', paths.auth],
    ['/AUTH', paths.auth],
    ['/Reset-Password/', paths.resetPassword],
    ['/auth?next=1#top', paths.auth],
    ['/auth/extra', '*'],
    ['/nothing', '*'],
  ])('routes %s to the %s page inside the layout', (path, routePath) => {
    const { pathname } = new URL(path, 'http://localhost');
    const matches = matchRoutes(routes, pathname) ?? [];
    expect(matches.map((match) => match.route.path)).toEqual([undefined, routePath]);
    expect(matches[0]?.route.element).toEqual(<RootLayout />);
  });

  it('starts the reads of the page a sign-in lands on as the sign-in finishes', () => {
    const fetchMock = vi.fn((_path: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/vr-mode');
    act(() => publish('session.started', { landing: paths.businessDashboard }));
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toEqual([
      '/api/meetings',
      '/api/bookings',
      '/api/my-submissions',
    ]);
    vi.unstubAllGlobals();
  });
});

const ROUTES: RouteObject[] = [
  {
    element: (
      <div data-testid="layout">
        <Outlet />
      </div>
    ),
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/auth', element: <h1>Auth</h1> },
      { path: '/old', element: <Navigate to="/auth" replace /> },
      { path: '*', element: <h1>Not found</h1> },
    ],
  },
];

/** A stand-in for the root layout: the routes plus the layout's new-page scrolling. */
function TestRoutes() {
  useNewPageAtTop();
  return useRoutes(ROUTES);
}

describe('routes in a layout', () => {
  it('renders the matched page inside the layout', () => {
    render(
      <MemoryRouter initialEntries={['/auth/']}>
        <TestRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('layout')).toContainElement(screen.getByRole('heading'));
    expect(screen.getByRole('heading')).toHaveTextContent('Auth');
  });

  it('follows a <Navigate> redirect', () => {
    render(
      <MemoryRouter initialEntries={['/old']}>
        <TestRoutes />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Auth');
    expect(where()).toBe('/auth');
  });
});

describe('Link', () => {
  it('navigates in-app on a plain click and renders a real href', async () => {
    render(
      <MemoryRouter>
        <Link to="/auth?mode=login">Sign in</Link>
        <TestRoutes />
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/auth?mode=login');
    await userEvent.click(link);
    expect(screen.getByRole('heading')).toHaveTextContent('Auth');
    expect(where()).toBe('/auth?mode=login');
  });

  it('leaves modified clicks, new-tab targets and prevented clicks to the browser', () => {
    render(
      <MemoryRouter>
        <Link to="/auth">Modified</Link>
        <Link to="/auth" target="_blank">
          New tab
        </Link>
        <Link to="/auth" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Modified' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(where()).toBe('/');
  });
});

describe('useSearchParams', () => {
  it('reads the query string', () => {
    function Token() {
      const [params] = useSearchParams();
      return <p>{params.get('oobCode')}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/reset-password?oobCode=abc%2B1']}>
        <Token />
      </MemoryRouter>,
    );
    expect(screen.getByText('abc+1')).toBeInTheDocument();
  });
});

describe('BrowserRouter', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  function Buttons() {
    const navigate = useNavigate();
    return (
      <>
        <button onClick={() => void navigate('/auth')}>Push</button>
        <button onClick={() => void navigate('/#skills')}>Hash</button>
        <button onClick={() => void navigate('/nothing', { replace: true })}>Replace</button>
      </>
    );
  }

  it('pushes and replaces history entries, scrolls a new page to its top, and follows Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <BrowserRouter useTransitions={false}>
        <Buttons />
        <TestRoutes />
        <Where />
      </BrowserRouter>,
    );
    const length = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Push' }));
    expect(window.location.pathname).toBe('/auth');
    expect(window.history.length).toBe(length + 1);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);

    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(window.history.length).toBe(length + 1);
    expect(screen.getByRole('heading')).toHaveTextContent('Not found');

    await userEvent.click(screen.getByRole('button', { name: 'Hash' }));
    expect(where()).toBe('/#skills');
    // A jump to a section is not a new page: no scroll to the top.
    expect(scrollTo).toHaveBeenCalledTimes(1);

    act(() => {
      window.history.replaceState(null, '', '/auth');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Auth');
    // Back and Forward leave the position to the browser.
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
