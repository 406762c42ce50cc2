import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout';
import { AppRoutes } from './router';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntry={path}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

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
});
