import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from './router';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{pathname + search + hash}</output>;
}

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

function Routes() {
  return useRoutes(ROUTES);
}

const where = (): string | null => screen.getByTestId('where').textContent;

describe('useRoutes', () => {
  it.each([
    ['/', 'Home'],
    ['/auth', 'Auth'],
    ['/auth/', 'Auth'],
    ['/AUTH', 'Auth'],
    ['/auth?next=1#top', 'Auth'],
    ['/auth/extra', 'Not found'],
    ['/nothing', 'Not found'],
  ])('renders %s as the %s page inside the layout', (path, heading) => {
    render(
      <MemoryRouter initialEntry={path}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('layout')).toContainElement(screen.getByRole('heading'));
    expect(screen.getByRole('heading')).toHaveTextContent(heading);
  });

  it('follows a <Navigate> redirect', () => {
    render(
      <MemoryRouter initialEntry="/old">
        <Routes />
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
        <Routes />
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
      <MemoryRouter initialEntry="/reset-password?oobCode=abc%2B1">
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
        <button onClick={() => navigate('/auth')}>Push</button>
        <button onClick={() => navigate('/#skills')}>Hash</button>
        <button onClick={() => navigate('/nothing', { replace: true })}>Replace</button>
      </>
    );
  }

  it('pushes and replaces history entries, scrolls a new page to its top, and follows Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <BrowserRouter>
        <Buttons />
        <Routes />
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
  });
});
