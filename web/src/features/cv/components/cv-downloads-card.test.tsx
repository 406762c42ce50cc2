import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answering } from '@/testing/fetch';
import { renderWithQuery } from '@/testing/query';
import { CvDownloadsCard } from './cv-downloads-card';

const show = () =>
  renderWithQuery(
    <MemoryRouter>
      <CvDownloadsCard />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s CV downloads', () => {
  it('counts the downloads and dates the latest, with the way to CV access', async () => {
    answering({
      success: true,
      downloads: [{ at: '2026-12-03T10:00:00.000Z' }, { at: '2026-12-01T10:00:00.000Z' }],
    });
    show();
    expect(await screen.findByText(/^2 downloads, the latest/)).toBeInTheDocument();
    expect(screen.getByText(/^2 downloads/).querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-12-03T10:00:00.000Z',
    );
    expect(screen.getByRole('link', { name: 'CV access' })).toHaveAttribute('href', '/cv-access');
  });

  it('says so when the CV was never downloaded', async () => {
    answering({ success: true, downloads: [] });
    show();
    expect(await screen.findByText('You have not downloaded the CV yet.')).toBeInTheDocument();
  });
});
