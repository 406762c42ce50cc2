import { useInfiniteQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DrawingReport, useDrawingWhile } from '@/components/ui/drawing';
import { pagedQuery, type Page } from '@/lib/query/paged';
import { PagedInbox, type Message } from '@/testing/paged-inbox';
import { renderWithQuery } from '@/testing/query';
import { ServerDataCard } from './server-data-card';

/** A read of the inbox answered when `answer` is called. */
function heldInbox() {
  let answer: (page: Page<Message>) => void = () => undefined;
  const read = vi.fn(
    () =>
      new Promise<Page<Message>>((resolve) => {
        answer = resolve;
      }),
  );
  return { read, answer: (page: Page<Message>) => answer(page) };
}

const section = () => screen.getByRole('region', { name: 'Inbox' });

describe('ServerDataCard', () => {
  it('is busy while its reads load, and says shown once the rows are drawn', async () => {
    const inbox = heldInbox();
    renderWithQuery(
      <ServerDataCard title="Inbox" reads={['inbox']}>
        <PagedInbox read={inbox.read} />
      </ServerDataCard>,
    );
    expect(section()).toHaveAttribute('aria-busy', 'true');
    expect(section()).toHaveAttribute('data-server-data', 'loading');

    inbox.answer({ items: [{ id: 'm1', subject: 'Hello' }], nextCursor: null });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(section()).toHaveAttribute('aria-busy', 'false');
    expect(section()).toHaveAttribute('data-server-data', 'shown');
  });

  it('stays busy while a list inside has its rows but is still drawing them', async () => {
    function Drawing({ drawing }: { drawing: boolean }) {
      const messages = useInfiniteQuery(
        pagedQuery(['inbox'], async () => ({ items: [], nextCursor: null })),
      );
      useDrawingWhile(drawing);
      return <p>{messages.isPending ? 'reading' : 'read'}</p>;
    }
    const { rerender } = renderWithQuery(
      <ServerDataCard title="Inbox" reads={['inbox']}>
        <Drawing drawing />
      </ServerDataCard>,
    );
    expect(await screen.findByText('read')).toBeInTheDocument();
    expect(section()).toHaveAttribute('aria-busy', 'true');
    expect(section()).toHaveAttribute('data-server-data', 'loading');

    rerender(
      <ServerDataCard title="Inbox" reads={['inbox']}>
        <Drawing drawing={false} />
      </ServerDataCard>,
    );
    expect(section()).toHaveAttribute('aria-busy', 'false');
    expect(section()).toHaveAttribute('data-server-data', 'shown');
  });

  it('is told by a paged list that its first page came and is drawn', async () => {
    const inbox = heldInbox();
    const report = vi.fn();
    renderWithQuery(
      <DrawingReport value={report}>
        <PagedInbox read={inbox.read} />
      </DrawingReport>,
    );
    await waitFor(() => expect(inbox.read).toHaveBeenCalled());
    inbox.answer({ items: [{ id: 'm1', subject: 'Hello' }], nextCursor: null });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    // Busy from the moment the page came to the render that drew its rows.
    expect(report.mock.calls).toEqual([[1], [-1]]);
  });
});
