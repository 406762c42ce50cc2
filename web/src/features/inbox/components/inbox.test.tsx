import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboxItem, InboxKind } from '@shared/inbox';
import { stubAdminServer } from '@/testing/admin-server';
import { renderWithQuery } from '@/testing/query';
import { vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { Inbox, replyLink } from './inbox';

const renderInbox = (at = '/admin') =>
  renderWithQuery(
    <MemoryRouter initialEntries={[at]}>
      <Inbox />
    </MemoryRouter>,
  );

const message = (index: number, kind: InboxKind = 'contact'): InboxItem => ({
  id: `${kind}-${index}`,
  kind,
  createdAt: new Date(Date.UTC(2026, 10, 20, 10, 0) - index * 60_000).toISOString(),
  read: false,
  spam: false,
  email: `sender${index}@example.com`,
  name: `Sender ${index}`,
  subject: `${kind === 'contact' ? 'Message' : 'Inquiry'} ${index}`,
  body: `Body of ${index}.`,
  details: kind === 'inquiry' ? [{ label: 'Budget', value: '£10,000 - £25,000' }] : [],
});

/** A server holding `count` items of each kind, a page as long as asked for, newest first. */
function inboxServer(count: number) {
  const all = {
    contact: Array.from({ length: count }, (_unused, index) => message(index + 1)),
    inquiry: Array.from({ length: count }, (_unused, index) => message(index + 1, 'inquiry')),
  };
  return stubAdminServer({
    listInbox: ({ kind, cursor, limit }) => {
      const rows = kind === 'inquiry' ? all.inquiry : all.contact;
      const from = typeof cursor === 'string' ? Number(cursor) : 0;
      const size = typeof limit === 'number' ? limit : 20;
      const next = from + size < rows.length ? String(from + size) : null;
      return { items: rows.slice(from, from + size), nextCursor: next };
    },
    setInboxRead: () => ({}),
  });
}

const rows = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('button', { expanded: false });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Inbox', () => {
  it('shows a page of twenty-five, and Load more adds the next page under it', async () => {
    const calls = inboxServer(30);
    renderInbox();
    await screen.findByRole('list', { name: 'Messages' });
    expect(rows('Messages')).toHaveLength(25);
    expect(screen.getByRole('status')).toHaveTextContent('25 shown');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows('Messages')).toHaveLength(30));
    expect(rows('Messages')[0]).toHaveTextContent('Message 1');
    expect(rows('Messages')[29]).toHaveTextContent('Message 30');
    expect(screen.getByRole('status')).toHaveTextContent('All 30 shown, newest first');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Load more went with the last page: focus is on the count, not lost to the page.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(calls).toEqual([
      ['listInbox', { kind: 'contact', limit: 25 }],
      ['listInbox', { kind: 'contact', limit: 25, cursor: '25' }],
    ]);
  });

  it('opens the list the address names, the unread inquiries, and the switch shows them all', async () => {
    const calls = inboxServer(3);
    renderInbox('/admin?inbox=inquiry&unread=1');
    await screen.findByRole('list', { name: 'Unread inquiries' });
    expect(screen.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
    expect(calls).toEqual([['listInbox', { kind: 'inquiry', unread: true, limit: 25 }]]);
    await userEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    await screen.findByRole('list', { name: 'Inquiries' });
    expect(calls).toContainEqual(['listInbox', { kind: 'inquiry', limit: 25 }]);
  });

  it('starts another kind, and the same kind shown again, at its first page', async () => {
    inboxServer(30);
    renderInbox();
    await screen.findByRole('list', { name: 'Messages' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows('Messages')).toHaveLength(30));
    await userEvent.click(screen.getByRole('tab', { name: 'Inquiries' }));
    await screen.findByRole('list', { name: 'Inquiries' });
    expect(rows('Inquiries')).toHaveLength(25);
    await userEvent.click(screen.getByRole('tab', { name: 'Messages' }));
    await screen.findByRole('list', { name: 'Messages' });
    expect(rows('Messages')).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Load more' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens a message, marking it read, with a mail reply; marks it unread again', async () => {
    const calls = inboxServer(1);
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /Message 1/ }));
    expect(await screen.findByText('Body of 1.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual([
        'setInboxRead',
        { kind: 'contact', id: 'contact-1', read: true },
      ]),
    );
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:sender1@example.com?subject=Re%3A%20Message%201',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('Unread')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual([
      'setInboxRead',
      { kind: 'contact', id: 'contact-1', read: false },
    ]);
  });

  it('shows an inquiry’s details when it is opened', async () => {
    inboxServer(1);
    renderInbox();
    await userEvent.click(await screen.findByRole('tab', { name: 'Inquiries' }));
    await userEvent.click(await screen.findByRole('button', { name: /Inquiry 1/ }));
    expect(await screen.findByText('Budget: £10,000 - £25,000')).toBeInTheDocument();
  });

  it('says why the inbox cannot load, with Try again', async () => {
    stubAdminServer({
      listInbox: () => ({ status: 403, message: 'Only administrators can read the inbox.' }),
    });
    renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only administrators can read the inbox.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('builds reply links that survive any subject', () => {
    expect(replyLink({ ...message(1), subject: 'A & B?' })).toBe(
      'mailto:sender1@example.com?subject=Re%3A%20A%20%26%20B%3F',
    );
  });
});
