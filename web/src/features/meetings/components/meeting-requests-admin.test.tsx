import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingRequestRow, MeetingStatus } from '@shared/meetings';
import { visitorIn } from '@/testing/luxon-zone';
import { MeetingRequestsAdmin } from './meeting-requests-admin';
import { renderWithQuery } from '@/testing/query';

const api = vi.hoisted(() => ({
  page: vi.fn<
    (
      status: MeetingStatus | undefined,
      cursor: string | undefined,
    ) => Promise<{ items: MeetingRequestRow[]; nextCursor: string | null }>
  >(),
  decide: vi.fn<(id: string, decision: 'accept' | 'decline') => Promise<MeetingStatus>>(),
}));
vi.mock('../api/meeting-requests-admin-api', () => ({ meetingRequestsAdminApi: api }));

const onePage = (items: MeetingRequestRow[]) => ({ items, nextCursor: null });

const request = (
  id: string,
  name: string,
  status: MeetingStatus = 'requested',
): MeetingRequestRow => ({
  id,
  date: '2030-07-01',
  time: '14:00',
  start: '2030-07-01T13:00:00.000Z',
  end: '2030-07-01T13:30:00.000Z',
  type: 'collaboration',
  name,
  email: `${id}@example.com`,
  company: null,
  description: 'Let us build something.',
  status,
  createdAt: null,
});

describe('MeetingRequestsAdmin', () => {
  visitorIn('Europe/London');

  beforeEach(() => {
    api.page
      .mockReset()
      .mockResolvedValue(onePage([request('r1', 'Grace'), request('r2', 'Alan')]));
    api.decide
      .mockReset()
      .mockImplementation((_id, decision) =>
        Promise.resolve(decision === 'accept' ? 'accepted' : 'declined'),
      );
  });

  it('lists requests with type, time and status', async () => {
    renderWithQuery(
      <MemoryRouter>
        <MeetingRequestsAdmin />
      </MemoryRouter>,
    );
    const rows = within(await screen.findByRole('list', { name: 'Meeting requests' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('Project Collaboration · Grace');
    expect(rows[0]).toHaveTextContent('Mon, 1 Jul 2030 · 14:00 – 14:30 BST');
    expect(rows[0]).toHaveTextContent('Requested');
    expect(api.page).toHaveBeenCalledWith(
      { status: undefined, limit: 25 },
      undefined,
      expect.anything(),
    );
  });

  it('accepts with decideMeetingRequest and shows Accepted', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <MemoryRouter>
        <MeetingRequestsAdmin />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Accept the meeting with Grace' }));
    expect(api.decide).toHaveBeenCalledWith('r1', 'accept');
    const [grace] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(await within(grace as HTMLElement).findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the meeting with Grace' })).toBeNull();
  });

  it('asks before declining, then declines with decideMeetingRequest', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <MemoryRouter>
        <MeetingRequestsAdmin />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Decline the meeting with Alan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this meeting request?' });
    expect(api.decide).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(api.decide).toHaveBeenCalledWith('r2', 'decline');
    const [, alan] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(await within(alan as HTMLElement).findByText('Declined')).toBeInTheDocument();
  });

  it('filters by status through listMeetingRequests, from the first page', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <MemoryRouter>
        <MeetingRequestsAdmin />
      </MemoryRouter>,
    );
    await screen.findByText(/Grace/);
    api.page.mockResolvedValue(onePage([request('r3', 'Ada', 'accepted')]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Accepted');
    expect(api.page).toHaveBeenLastCalledWith(
      { status: 'accepted', limit: 25 },
      undefined,
      expect.anything(),
    );
    expect(await screen.findByText(/Ada/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept the meeting/ })).toBeNull();
  });

  it('says when no request has the chosen status, and when there are none at all', async () => {
    const user = userEvent.setup();
    api.page.mockResolvedValue(onePage([]));
    renderWithQuery(
      <MemoryRouter>
        <MeetingRequestsAdmin />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No meeting requests yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Declined');
    expect(await screen.findByText('No meeting requests that are declined.')).toBeInTheDocument();
  });
});
