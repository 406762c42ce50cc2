import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriberRow } from '@shared/newsletter';
import { renderWithQuery } from '@/testing/query';
import { SubscribersAdmin } from './subscribers-admin';

const subscribed: SubscriberRow = {
  id: 's1',
  email: 'ada@readers.example.com',
  status: 'subscribed',
  source: 'footer',
  subscribedAt: '2026-11-01T09:00:00.000Z',
  unsubscribedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};
const unsubscribed: SubscriberRow = {
  ...subscribed,
  id: 's2',
  email: 'margaret@readers.example.com',
  status: 'unsubscribed',
  unsubscribedAt: '2026-11-12T09:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('SubscribersAdmin', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const clicked: string[] = [];

  beforeEach(() => {
    clicked.length = 0;
    fetchMock.mockReset().mockImplementation((input, init) => {
      const url = String(input);
      if (url === '/api/admin/listSubscribers') {
        const request: unknown = JSON.parse(String(init?.body));
        const status =
          typeof request === 'object' && request !== null && 'status' in request
            ? request.status
            : undefined;
        const items = [subscribed, unsubscribed].filter((row) => !status || row.status === status);
        return Promise.resolve(json({ success: true, items, nextCursor: null }));
      }
      if (url === '/api/admin/export/subscribers')
        return Promise.resolve(
          new Response('\uFEFF"Email"\r\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition':
                'attachment; filename="subscribers-unsubscribed-2026-12-04.csv"',
            },
          }),
        );
      return Promise.resolve(json({ success: false, message: 'Unexpected call' }, 500));
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists every subscriber, the unsubscribed ones marked as never mailed again', async () => {
    renderWithQuery(
      <MemoryRouter>
        <SubscribersAdmin />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Subscribers' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ada@readers.example.com');
    expect(rows[0]).toHaveTextContent('Subscribed');
    expect(rows[1]).toHaveTextContent('Unsubscribed');
    expect(rows[1]).toHaveTextContent('never mailed again');
  });

  it('exports with the status the filter shows, saved under the server’s file name', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <MemoryRouter>
        <SubscribersAdmin />
      </MemoryRouter>,
    );
    await screen.findByRole('list', { name: 'Subscribers' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'unsubscribed');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Subscribers' })).not.toHaveTextContent('ada@'),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV of subscribers' }));
    await waitFor(() => expect(clicked).toEqual(['subscribers-unsubscribed-2026-12-04.csv']));
    const exported = fetchMock.mock.calls.find(([url]) => String(url).includes('/export/'));
    expect(exported?.[1]).toMatchObject({ method: 'POST', body: '{"status":"unsubscribed"}' });
  });

  it('shows only the subscribers made within the range the address names, and exports the same', async () => {
    const user = userEvent.setup();
    const from = '2026-12-01T00:00:00.000Z';
    const to = '2027-01-01T00:00:00.000Z';
    renderWithQuery(
      <MemoryRouter
        initialEntries={[
          `/admin?section=subscribers&subscriberStatus=subscribed&subscriberFrom=${from}&subscriberTo=${to}`,
        ]}
      >
        <SubscribersAdmin />
      </MemoryRouter>,
    );
    await screen.findByRole('list', { name: 'Subscribers' });
    const asked = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/listSubscribers'));
    expect(JSON.parse(String(asked?.[1]?.body))).toEqual({
      limit: 25,
      status: 'subscribed',
      from,
      to,
    });
    expect(screen.getByText(/^Made from .* until /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV of subscribers' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const exported = fetchMock.mock.calls.find(([url]) => String(url).includes('/export/'));
    expect(JSON.parse(String(exported?.[1]?.body))).toEqual({ status: 'subscribed', from, to });

    await user.click(screen.getByRole('button', { name: 'Show all dates' }));
    await waitFor(() => expect(screen.queryByText(/^Made from/)).not.toBeInTheDocument());
    const last = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/listSubscribers'))
      .at(-1);
    expect(JSON.parse(String(last?.[1]?.body))).toEqual({ limit: 25, status: 'subscribed' });
  });
});
