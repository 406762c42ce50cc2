import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminServer } from '@/testing/admin-server';
import { InFrameOf } from '@/testing/page-frame';
import { renderWithQuery } from '@/testing/query';
import { AdminRoute } from './admin-route';

vi.mock('@/lib/use-session-user', () => ({ useSessionUser: () => ({ uid: 'admin-1' }) }));

const empty = () => ({ items: [], nextCursor: null });

function renderAt(path: string) {
  const calls = stubAdminServer({
    listInbox: empty,
    listMeetingRequests: empty,
    listBookings: empty,
    listPayments: empty,
    listPendingEndorsements: empty,
    listAuditLog: empty,
    listUsers: () => ({ users: [], nextPageToken: null }),
  });
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <InFrameOf page="admin">
        <AdminRoute />
      </InFrameOf>
    </MemoryRouter>,
  );
  return calls;
}

const called = (calls: [string, unknown][]) => [...new Set(calls.map(([name]) => name))].sort();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin', () => {
  it('reads only the inbox’s first page when it opens', async () => {
    const calls = renderAt('/admin');
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
    expect(calls).toEqual([['listInbox', { kind: 'contact', limit: 25 }]]);
  });

  it('reads only what a section shows when it is opened', async () => {
    const user = userEvent.setup();
    const calls = renderAt('/admin');
    await screen.findByText('Nothing here yet.');
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('No admin activity yet.')).toBeInTheDocument();
    expect(called(calls)).toEqual(['listAuditLog', 'listInbox']);
  });

  it('opens Payments from a mailed link, reading payments and their bookings only', async () => {
    const calls = renderAt('/admin?tab=payments');
    const panel = await screen.findByRole('tabpanel', { name: 'Payments' });
    expect(await within(panel).findByText('No payments yet.')).toBeInTheDocument();
    expect(called(calls)).toEqual(['listBookings', 'listPayments']);
  });
});
