import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { notFoundTitle } from '@/lib/content/titles';
import { paths } from '@/config/paths';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { AppRoutes } from './router';
import { pageTitle } from './page-titles';
import { usePageTitle } from './use-page-title';

function Titled() {
  usePageTitle();
  return (
    <nav>
      <Link to={paths.securitySettings}>Security settings</Link>
      <Link to="/no/such/page">Nowhere</Link>
    </nav>
  );
}

beforeEach(() => {
  document.title = 'Served title';
});

describe('usePageTitle', () => {
  it('names the page it starts on, and each page navigated to', async () => {
    render(
      <MemoryRouter initialEntries={[paths.dashboard]}>
        <Titled />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe(pageTitle(paths.dashboard)));
    await userEvent.click(screen.getByRole('link', { name: 'Security settings' }));
    await waitFor(() => expect(document.title).toBe(pageTitle(paths.securitySettings)));
    await userEvent.click(screen.getByRole('link', { name: 'Nowhere' }));
    await waitFor(() => expect(document.title).toBe(notFoundTitle()));
  });
});

describe('the not-found page', () => {
  it('sets its own title when it renders', () => {
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(document.title).toBe(notFoundTitle());
  });

  it('keeps that title in the app, for any unknown path', async () => {
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe(notFoundTitle()));
  });
});
