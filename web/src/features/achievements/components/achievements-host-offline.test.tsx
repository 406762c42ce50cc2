import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeEngine as engine } from '@/testing/achievements/fake-engine';
import { PageBoundary } from '@/testing/page-boundary';
import { AchievementsHost } from './achievements-host';

// An unlock made offline before the toast's code was ever fetched: its import fails.
vi.mock('./achievement-toast', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
// The engine at its module boundary (src/testing/achievements/fake-engine.ts).
vi.mock(
  '../achievements-engine',
  async () => (await import('@/testing/achievements/fake-engine')).fakeEngineModule,
);

describe('AchievementsHost when a toast cannot load', () => {
  it('drops that toast and keeps the page and the engine running', async () => {
    // React reports each render error it caught; the toast's is the one this waits for.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <PageBoundary>
          <p>Page content</p>
          <AchievementsHost />
        </PageBoundary>
      </MemoryRouter>,
    );

    act(() => {
      engine.notify({ id: 'dark_mode_fan', title: 'Dark Mode Fan', description: '', points: 15 });
      engine.notify({ id: 'code_master', title: 'Code Master', description: '', points: 25 });
    });

    await vi.waitFor(() => expect(reported).toHaveBeenCalled(), { timeout: 5000 });
    // Both notices are tried in turn and dropped; the live region is left for the next.
    await vi.waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByText('The page failed')).toBeNull();
    expect(engine.stop).not.toHaveBeenCalled();
  });
});
