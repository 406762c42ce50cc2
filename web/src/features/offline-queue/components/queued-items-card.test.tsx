import 'fake-indexeddb/auto';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { listEntries, putEntry, type QueuedEntry } from '@/lib/offline-queue/queue-store';
import { removeEntry } from '@/lib/offline-queue/queue-db';
import { QueuedItemsCard } from './queued-items-card';

const entry = (id: string, overrides: Partial<QueuedEntry> = {}): QueuedEntry => ({
  id,
  kind: 'contact',
  path: '/api/contact',
  body: '{}',
  headers: {},
  createdAt: Date.UTC(2026, 11, 4, 9),
  state: 'waiting',
  attempts: 0,
  nextAttemptAt: 0,
  ...overrides,
});

const show = () =>
  render(
    <MemoryRouter>
      <QueuedItemsCard />
    </MemoryRouter>,
  );

afterEach(async () => {
  for (const { id } of await listEntries()) await removeEntry(id);
});

describe('the dashboard’s items saved while offline', () => {
  it('says nothing is waiting when the queue is empty', async () => {
    show();
    expect(await screen.findByText(/^Nothing is waiting in this browser/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it('lists each waiting item with when it was saved, its state and what the server said', async () => {
    await putEntry(entry('q1'));
    await putEntry(
      entry('q2', {
        kind: 'project-inquiry',
        path: '/api/project-inquiry',
        state: 'attention',
        message: 'Please fill in all required fields.',
        createdAt: Date.UTC(2026, 11, 4, 10),
      }),
    );
    show();
    const list = await screen.findByRole('list', { name: 'Waiting to be sent' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Contact message');
    expect(items[0]).toHaveTextContent('Waiting');
    expect(items[1]).toHaveTextContent('Project inquiry');
    expect(items[1]).toHaveTextContent('Needs attention');
    expect(items[1]).toHaveTextContent('Please fill in all required fields.');
    expect(screen.getByText(/^2 items are waiting in this browser/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send now' })).toBeInTheDocument();
  });

  it('discards an item for good', async () => {
    await putEntry(entry('q1'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard Contact message' }));
    expect(await screen.findByText(/^Nothing is waiting in this browser/)).toBeInTheDocument();
    expect(await listEntries()).toEqual([]);
  });
});
