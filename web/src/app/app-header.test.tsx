import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@/lib/session';
import { AppHeader, HEADER_SCROLL_THRESHOLD_PX } from './app-header';

const mocks = vi.hoisted(() => ({
  session: { status: 'signed-out' } as SessionState,
  logout: vi.fn<() => Promise<void>>(),
  toast: vi.fn<(input: { title: string; description?: string; variant?: string }) => number>(),
  scrollToSection: vi.fn<(id: string) => boolean>(),
}));

vi.mock('@/lib/session', () => ({ useSession: () => mocks.session, logout: mocks.logout }));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/lib/scroll', () => ({
  scrollToSection: mocks.scrollToSection,
  prefersReducedMotion: () => false,
}));

const SIGNED_OUT: SessionState = { status: 'signed-out' };

function signedIn(isAdmin: boolean): SessionState {
  return {
    status: 'signed-in',
    user: {
      uid: 'u1',
      username: 'marcus',
      email: 'marcus@example.com',
      displayName: 'Marcus',
      role: isAdmin ? 'admin' : 'general_user',
      isAdmin,
      emailVerified: true,
      twoFactorEnabled: false,
    },
  };
}

const NAV_LABELS = ['About', 'Experience', 'Skills', 'Projects', 'Contact'];

/** Shows where the in-memory router is now, for the tests to read. */
function LocationProbe() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location" data-pathname={pathname} data-hash={hash} />;
}

const current = {
  get pathname() {
    return screen.getByTestId('location').dataset.pathname;
  },
  get hash() {
    return screen.getByTestId('location').dataset.hash;
  },
};

const ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <AppHeader />
        <Outlet />
      </>
    ),
    children: [
      {
        path: '/',
        element: (
          <main>
            {['hero', 'about', 'experience', 'skills', 'projects', 'contact'].map((id) => (
              <div key={id} id={id}>
                {id} section
              </div>
            ))}
          </main>
        ),
      },
      { path: '/admin', element: <p>Admin page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/vr-mode', element: <p>VR page</p> },
    ],
  },
  { path: '/auth', element: <p>Auth page</p> },
];

function TestRoutes() {
  return useRoutes(ROUTES);
}

function renderHeader(session: SessionState, path = '/') {
  mocks.session = session;
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <TestRoutes />
    </MemoryRouter>,
  );
  return current;
}

function mainNav(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Main' });
}

function setScrollY(value: number): void {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
}

describe('AppHeader', () => {
  beforeEach(() => {
    mocks.logout.mockReset().mockResolvedValue(undefined);
    mocks.toast.mockReset().mockReturnValue(1);
    mocks.scrollToSection.mockReset().mockReturnValue(true);
    setScrollY(0);
  });

  afterEach(() => {
    setScrollY(0);
  });

  it('lists the section links About, Experience, Skills, Projects and Contact', () => {
    renderHeader(SIGNED_OUT);
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(NAV_LABELS);
    expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/#about',
    );
  });

  it('scrolls to the section when a link is clicked on the home page', async () => {
    const user = userEvent.setup();
    const router = renderHeader(SIGNED_OUT);
    await user.click(within(mainNav()).getByRole('link', { name: 'About' }));
    expect(mocks.scrollToSection).toHaveBeenCalledExactlyOnceWith('about');
    expect(router.pathname).toBe('/');
    expect(mocks.toast).not.toHaveBeenCalled();
  });

  it('scrolls back to the top from the logo', async () => {
    const user = userEvent.setup();
    renderHeader(SIGNED_OUT);
    const logo = screen.getByRole('link', { name: /back to top/ });
    // Its name starts with what it shows, so voice control ("click ME.") finds it.
    expect(logo.getAttribute('aria-label')?.startsWith(logo.textContent ?? '-')).toBe(true);
    await user.click(logo);
    expect(mocks.scrollToSection).toHaveBeenCalledExactlyOnceWith('hero');
  });

  it('goes to the home page section from another page', async () => {
    const user = userEvent.setup();
    const router = renderHeader(signedIn(false), '/dashboard');
    await user.click(within(mainNav()).getByRole('link', { name: 'Skills' }));
    expect(mocks.scrollToSection).not.toHaveBeenCalled();
    expect(router.pathname).toBe('/');
    expect(router.hash).toBe('#skills');
    expect(screen.getByText('skills section')).toBeInTheDocument();
  });

  it('blocks Contact while signed out: a destructive toast and the login page', async () => {
    const user = userEvent.setup();
    const router = renderHeader(SIGNED_OUT);
    await user.click(within(mainNav()).getByRole('link', { name: 'Contact' }));
    expect(mocks.scrollToSection).not.toHaveBeenCalled();
    expect(mocks.toast).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ title: 'Authentication Required', variant: 'destructive' }),
    );
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(router.pathname).toBe('/auth');
  });

  it('scrolls to Contact when signed in', async () => {
    const user = userEvent.setup();
    renderHeader(signedIn(false));
    await user.click(within(mainNav()).getByRole('link', { name: 'Contact' }));
    expect(mocks.scrollToSection).toHaveBeenCalledExactlyOnceWith('contact');
    expect(mocks.toast).not.toHaveBeenCalled();
  });

  it('shows Login and no Logout or Admin while signed out', () => {
    renderHeader(SIGNED_OUT);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows Logout and an Admin link for a signed-in admin', async () => {
    const user = userEvent.setup();
    renderHeader(signedIn(true));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const admin = screen.getByRole('link', { name: 'Admin' });
    expect(admin).toHaveAttribute('href', '/admin');
    await user.click(admin);
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
  });

  it('shows Logout but no Admin link for a signed-in non-admin', () => {
    renderHeader(signedIn(false));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('logs out, says so and returns home', async () => {
    const user = userEvent.setup();
    const router = renderHeader(signedIn(false), '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(mocks.logout).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.pathname).toBe('/'));
    expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Logged out' }));
  });

  it('reports a failed logout with a destructive toast and stays put', async () => {
    mocks.logout.mockRejectedValue(new Error('network down'));
    const user = userEvent.setup();
    const router = renderHeader(signedIn(false), '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Logout failed',
        description: 'network down',
        variant: 'destructive',
      }),
    );
    expect(router.pathname).toBe('/dashboard');
  });

  it('opens a mobile menu with the same links and closes it when one is used', async () => {
    const user = userEvent.setup();
    renderHeader(SIGNED_OUT);
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(open);
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    const labels = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([...NAV_LABELS, 'Login']);
    expect(document.body).toHaveStyle({ overflow: 'hidden' });

    await user.click(within(drawer).getByRole('link', { name: 'Projects' }));
    expect(mocks.scrollToSection).toHaveBeenCalledExactlyOnceWith('projects');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers Admin, Dashboard and Logout in the mobile menu of a signed-in admin', async () => {
    const user = userEvent.setup();
    renderHeader(signedIn(true));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(drawer).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu with its close button', async () => {
    const user = userEvent.setup();
    renderHeader(SIGNED_OUT);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
    expect(mocks.scrollToSection).not.toHaveBeenCalled();
  });

  it('strengthens the header once the page scrolls past 100 px', () => {
    renderHeader(SIGNED_OUT);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-raised', 'false');

    setScrollY(HEADER_SCROLL_THRESHOLD_PX);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-raised', 'false');

    setScrollY(HEADER_SCROLL_THRESHOLD_PX + 1);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-raised', 'true');

    setScrollY(0);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-raised', 'false');
  });

  it('shows only an Exit VR Mode link in VR mode', async () => {
    const user = userEvent.setup();
    renderHeader(signedIn(true), '/vr-mode');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Exit VR Mode']);
    await user.click(screen.getByRole('link', { name: 'Exit VR Mode' }));
    expect(await screen.findByText('about section')).toBeInTheDocument();
  });
});
