import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingRequestRow, MeetingStatus } from '@shared/meetings';
import { visitorIn } from '@/testing/luxon-zone';
import { MyMeetingsCard, meetingCanBeCancelled } from './my-meetings-card';
import { renderWithQuery } from '@/testing/query';

const api = vi.hoisted(() => ({
  fetchMyMeetings: vi.fn<() => Promise<MeetingRequestRow[]>>(),
  cancelMeeting: vi.fn<(id: string, token?: string) => Promise<MeetingStatus>>(),
}));
vi.mock('../api/my-meetings', () => ({ fetchMyMeetings: api.fetchMyMeetings }));
vi.mock('../api/cancel-meeting', () => ({ cancelMeeting: api.cancelMeeting }));

const row = (overrides: Partial<MeetingRequestRow>): MeetingRequestRow => ({
  id: 'm1',
  date: '2030-07-01',
  time: '14:00',
  // 14:00 in London (BST) is 09:00 in New York (EDT).
  start: '2030-07-01T13:00:00.000Z',
  end: '2030-07-01T13:30:00.000Z',
  type: 'consulting',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines Ltd',
  description: 'A project.',
  status: 'requested',
  createdAt: '2030-06-01T10:00:00.000Z',
  ...overrides,
});

const renderCard = () =>
  renderWithQuery(
    <MemoryRouter>
      <MyMeetingsCard />
    </MemoryRouter>,
  );

describe('MyMeetingsCard', () => {
  visitorIn('America/New_York');

  beforeEach(() => {
    api.fetchMyMeetings.mockReset();
    api.cancelMeeting.mockReset().mockResolvedValue('cancelled');
  });

  it('lists each request in the visitor’s own time zone with its type and status', async () => {
    api.fetchMyMeetings.mockResolvedValue([
      row({}),
      row({
        id: 'm2',
        type: 'cofounder',
        status: 'declined',
        start: '2030-12-02T10:00:00.000Z',
        end: '2030-12-02T10:30:00.000Z',
      }),
    ]);
    renderCard();
    const list = await screen.findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two rows expected');
    expect(first).toHaveTextContent('Consulting');
    expect(first).toHaveTextContent('Mon, 1 Jul 2030 · 09:00 – 09:30 GMT-4');
    expect(within(first).getByText('Requested')).toBeInTheDocument();
    // Winter: New York is five hours behind UTC.
    expect(second).toHaveTextContent('Co-Founder');
    expect(second).toHaveTextContent('Mon, 2 Dec 2030 · 05:00 – 05:30 GMT-5');
    expect(within(second).getByText('Declined')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Times are shown in your time zone \(America\/New_York\)/),
    ).toBeVisible();
  });

  it('asks before cancelling, then cancels and shows the new status', async () => {
    const user = userEvent.setup();
    api.fetchMyMeetings.mockResolvedValue([row({})]);
    renderCard();
    await user.click(
      await screen.findByRole('button', {
        name: 'Cancel the Consulting meeting on Mon, 1 Jul 2030',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    expect(dialog).toHaveTextContent('Consulting on Mon, 1 Jul 2030 at 09:00 – 09:30 GMT-4');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.cancelMeeting).not.toHaveBeenCalled();

    // Once the dialog has gone, the page is reachable again.
    await user.click(await screen.findByRole('button', { name: /Cancel the Consulting meeting/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel meeting' }));
    expect(api.cancelMeeting).toHaveBeenCalledWith('m1');
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel the Consulting meeting/ })).toBeNull();
  });

  it('keeps the request as it was when the cancellation fails', async () => {
    const user = userEvent.setup();
    api.fetchMyMeetings.mockResolvedValue([row({})]);
    api.cancelMeeting.mockRejectedValue(new Error('This meeting has already started.'));
    renderCard();
    await user.click(await screen.findByRole('button', { name: /Cancel the Consulting meeting/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel meeting' }));
    expect(api.cancelMeeting).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Requested')).toBeInTheDocument();
  });

  it('points to the Availability section when there is nothing yet', async () => {
    api.fetchMyMeetings.mockResolvedValue([]);
    renderCard();
    expect(await screen.findByText(/You have not requested a meeting yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See availability' })).toHaveAttribute(
      'href',
      '/#availability',
    );
  });

  it('says why the list could not load and loads again on Try again', async () => {
    const user = userEvent.setup();
    api.fetchMyMeetings.mockRejectedValueOnce(new Error('Network error. Please try again.'));
    api.fetchMyMeetings.mockResolvedValueOnce([row({})]);
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Requested')).toBeInTheDocument();
  });

  it('offers Cancel only for open requests that have not begun', () => {
    const now = Date.parse('2030-07-01T12:00:00.000Z');
    expect(meetingCanBeCancelled(row({ status: 'accepted' }), now)).toBe(true);
    expect(meetingCanBeCancelled(row({ status: 'cancelled' }), now)).toBe(false);
    expect(meetingCanBeCancelled(row({}), Date.parse('2030-07-01T13:00:00.000Z'))).toBe(false);
  });
});
