import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import type { Pages } from '@/lib/query/paged';
import { PagedInbox, type Message } from '@/testing/paged-inbox';
import { renderWithQuery } from '@/testing/query';

const KEPT: Pages<Message> = {
  pages: [{ items: [{ id: 'm1', subject: 'Kept hello' }], nextCursor: null }],
  pageParams: [undefined],
};

/** The test's cache holding the inbox as a visit kept it at `at` (ms since the epoch). */
function keptBefore(client: ReturnType<typeof renderWithQuery>['client'], at: number) {
  client.setQueryData(['inbox'], KEPT, { updatedAt: at });
}

describe('PagedList', () => {
  it('offline, shows the rows an earlier visit kept, saying from when', async () => {
    const read = vi.fn(() => Promise.reject(new ApiError(0, NETWORK_ERROR_MESSAGE)));
    const { client, rerender } = renderWithQuery(<p>before</p>);
    keptBefore(client, performance.timeOrigin - 60_000);
    rerender(<PagedInbox read={read} />);
    expect(await screen.findByText('Kept hello')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
        expect.stringMatching(/^Offline copy from .+: these messages may be out of date\.$/),
      ),
    );
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('shows a server error as one, not the kept rows', async () => {
    const read = vi.fn(() => Promise.reject(new ApiError(500, 'Could not load the inbox.')));
    const { client, rerender } = renderWithQuery(<p>before</p>);
    keptBefore(client, performance.timeOrigin - 60_000);
    rerender(<PagedInbox read={read} />);
    expect(await screen.findByText('Could not load the inbox.')).toBeInTheDocument();
    expect(screen.queryByText('Kept hello')).toBeNull();
  });

  it('reads the server again for kept rows, and draws only its answer', async () => {
    const read = vi.fn(async () => ({
      items: [{ id: 'm2', subject: 'Fresh hello' }],
      nextCursor: null,
    }));
    const { client, rerender } = renderWithQuery(<p>before</p>);
    keptBefore(client, performance.timeOrigin - 60_000);
    rerender(<PagedInbox read={read} />);
    // The kept rows hold no place while the server is asked: its rows are drawn once, not twice.
    expect(screen.queryByText('Kept hello')).toBeNull();
    expect(await screen.findByText('Fresh hello')).toBeInTheDocument();
    expect(screen.queryByText(/Offline copy/)).toBeNull();
  });

  it('shown again in the same visit, reads nothing: its rows are kept current by changes', async () => {
    const read = vi.fn(async () => ({ items: [], nextCursor: null }));
    const { client, rerender } = renderWithQuery(<p>before</p>);
    keptBefore(client, Date.now());
    rerender(<PagedInbox read={read} />);
    expect(await screen.findByText('Kept hello')).toBeInTheDocument();
    await waitFor(() => expect(read).not.toHaveBeenCalled());
  });
});
