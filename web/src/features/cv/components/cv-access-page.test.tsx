import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InFrameOf } from '@/testing/page-frame';
import { renderWithQuery } from '@/testing/query';
import { CvAccessPage } from './cv-access-page';

vi.mock('@/lib/use-session-user', () => ({
  useSessionUser: () => ({ uid: 'u1', email: 'ada@example.com' }),
}));

const answering = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toBe('/api/cv-downloads');
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter>
      <InFrameOf page="cvAccess">
        <CvAccessPage />
      </InFrameOf>
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('CV access', () => {
  it('lists the user’s own downloads, newest first, each with its time', async () => {
    const downloads = [{ at: '2026-12-04T10:05:00.000Z' }, { at: '2026-11-20T08:00:00.000Z' }];
    answering({ success: true, downloads });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your downloads' });
    const times = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time'));
    expect(times.map((time) => time?.getAttribute('dateTime'))).toEqual(downloads.map((d) => d.at));
    expect(screen.getByRole('link', { name: 'Download CV' })).toHaveAttribute(
      'href',
      '/api/download-cv',
    );
  });

  it('says when there are none yet', async () => {
    answering({ success: true, downloads: [] });
    const { unmount } = renderPage();
    expect(await screen.findByText('You have not downloaded the CV yet.')).toBeInTheDocument();
    unmount();
  });
});
