import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxItem } from '@shared/inbox';
import { Inbox, replyLink } from './inbox';
import { renderWithQuery } from '@/testing/query';

const api = vi.hoisted(() => ({
  list: vi.fn<(kind: string) => Promise<InboxItem[]>>(),
  setRead: vi.fn<(kind: string, id: string, read: boolean) => Promise<void>>(),
}));
vi.mock('reactfire', () => ({ useFunctions: () => ({}) }));
vi.mock('../api/inbox-api', () => ({ inboxApi: () => api }));

const message: InboxItem = {
  id: 'm1',
  kind: 'contact',
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
  spam: false,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  subject: 'Analytical engine',
  body: 'Could we talk about a project?',
  details: [],
};

const inquiry: InboxItem = {
  ...message,
  id: 'i1',
  kind: 'inquiry',
  name: null,
  email: 'head@school.example',
  subject: 'Tutor bot',
  body: 'An AI tutor.',
  details: [{ label: 'Budget', value: '£10,000 - £25,000' }],
};

describe('Inbox', () => {
  beforeEach(() => {
    api.list
      .mockReset()
      .mockImplementation((kind) => Promise.resolve(kind === 'contact' ? [message] : [inquiry]));
    api.setRead.mockReset().mockResolvedValue(undefined);
  });

  it('lists messages, marks one read when opened, and offers a mail reply', async () => {
    renderWithQuery(<Inbox />);
    expect(await screen.findByText('1 unread of 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Analytical engine/ }));
    expect(api.setRead).toHaveBeenCalledWith('contact', 'm1', true);
    expect(await screen.findByText('0 unread of 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com?subject=Re%3A%20Analytical%20engine',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(api.setRead).toHaveBeenLastCalledWith('contact', 'm1', false);
    expect(await screen.findByText('1 unread of 1')).toBeInTheDocument();
  });

  it('switches to project inquiries with their details', async () => {
    renderWithQuery(<Inbox />);
    await screen.findByText('Analytical engine');
    await userEvent.click(screen.getByRole('tab', { name: 'Inquiries' }));
    const summary = await screen.findByRole('button', { name: /Tutor bot/ });
    await userEvent.click(summary);
    expect(api.list).toHaveBeenLastCalledWith('inquiry');
    const details = screen.getByText('An AI tutor.').closest('div') as HTMLElement;
    expect(
      within(details.parentElement as HTMLElement).getByText('Budget: £10,000 - £25,000'),
    ).toBeInTheDocument();
  });

  it('says so when the inbox cannot load', async () => {
    api.list.mockRejectedValue(new Error('Only administrators can read the inbox.'));
    renderWithQuery(<Inbox />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only administrators can read the inbox.',
    );
  });

  it('builds reply links that survive any subject', () => {
    expect(replyLink({ ...message, subject: 'A & B?' })).toBe(
      'mailto:ada@example.com?subject=Re%3A%20A%20%26%20B%3F',
    );
  });
});
