import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingEndorsement } from '@shared/endorsements';
import { EndorsementQueue } from './endorsement-queue';
import { renderWithQuery } from '@/testing/query';

const api = vi.hoisted(() => ({
  pendingPage: vi.fn<() => Promise<{ items: PendingEndorsement[]; nextCursor: string | null }>>(),
  moderate: vi.fn<(id: string, decision: string) => Promise<{ message: string }>>(),
}));
const toast = vi.hoisted(() => vi.fn());
vi.mock('../api/endorsement-queue-api', () => ({ endorsementQueueApi: api }));
vi.mock('@/lib/toast', () => ({ toast }));

const pending = (id: string, name: string): PendingEndorsement => ({
  id,
  name,
  email: `${id}@example.com`,
  skill: 'AI Architecture',
  headline: null,
  relation: 'colleague',
  createdAt: null,
});

describe('EndorsementQueue', () => {
  beforeEach(() => {
    api.pendingPage.mockReset().mockResolvedValue({
      items: [pending('e1', 'Grace'), pending('e2', 'Alan')],
      nextCursor: null,
    });
    api.moderate.mockReset().mockResolvedValue({ message: 'Endorsement approved.' });
    toast.mockReset();
  });

  it('approves and rejects, removing each decided endorsement from the queue', async () => {
    renderWithQuery(<EndorsementQueue />);
    await userEvent.click(
      await screen.findByRole('button', { name: "Approve Grace's endorsement of AI Architecture" }),
    );
    expect(api.moderate).toHaveBeenCalledWith('e1', 'approved');
    expect(screen.queryByText(/Grace endorses/)).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Endorsement approved.' }));

    await userEvent.click(
      screen.getByRole('button', { name: "Reject Alan's endorsement of AI Architecture" }),
    );
    expect(api.moderate).toHaveBeenLastCalledWith('e2', 'rejected');
    expect(await screen.findByText('No endorsements are waiting for review.')).toBeInTheDocument();
  });

  it('keeps an endorsement in the queue when the decision fails', async () => {
    api.moderate.mockRejectedValue(new Error('That endorsement no longer exists.'));
    renderWithQuery(<EndorsementQueue />);
    await userEvent.click(
      await screen.findByRole('button', { name: "Approve Grace's endorsement of AI Architecture" }),
    );
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
    expect(screen.getByText(/Grace endorses/)).toBeInTheDocument();
  });
});
