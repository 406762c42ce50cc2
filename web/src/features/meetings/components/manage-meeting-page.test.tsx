import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingDetails, MeetingStatus } from '@shared/meetings';
import { ApiError } from '@/lib/api-client';
import { visitorIn } from '@/testing/luxon-zone';
import { CANCELLED_MESSAGE, INVALID_LINK_MESSAGE, ManageMeetingPage } from './manage-meeting-page';
import { renderWithQuery, resetTestQueryClient } from '@/testing/query';

const api = vi.hoisted(() => ({
  cancelMeeting: vi.fn<(id: string, token?: string) => Promise<MeetingStatus>>(),
  fetchMeetingDetails: vi.fn<(id: string, token: string) => Promise<MeetingDetails>>(),
}));
vi.mock('../api/cancel-meeting', () => ({ cancelMeeting: api.cancelMeeting }));
vi.mock('../api/meeting-details', () => ({ fetchMeetingDetails: api.fetchMeetingDetails }));

const ID = 'Xq3meetingRequest01';
// The shape the server signs: unix expiry, then a base64url HMAC-SHA256.
const TOKEN = `1900000000.${'Ab3_-'.repeat(8)}xyz`;
const LINK = `/meetings/manage?id=${ID}#token=${TOKEN}`;
const DETAILS: MeetingDetails = {
  id: ID,
  type: 'consulting',
  start: '2026-03-31T08:00:00.000Z',
  end: '2026-03-31T08:30:00.000Z',
  status: 'requested',
};

/** The address bar as the router has it. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="address">{`${pathname}${search}${hash}`}</p>;
}

function Home() {
  const { hash } = useLocation();
  return <p>Home page {hash}</p>;
}

function renderAt(path: string) {
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/meetings/manage"
          element={
            <>
              <ManageMeetingPage />
              <Address />
            </>
          }
        />
        <Route path="/" element={<Home />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ManageMeetingPage', () => {
  visitorIn('Europe/London');

  beforeEach(() => {
    sessionStorage.clear();
    api.cancelMeeting.mockReset().mockResolvedValue('cancelled');
    api.fetchMeetingDetails.mockReset().mockResolvedValue(DETAILS);
  });

  it('shows the meeting the link is for: its type, its time where the visitor is, its status', async () => {
    renderAt(LINK);
    expect(screen.getByText('Loading your meeting…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Consulting' })).toBeInTheDocument();
    // 08:00 UTC is 09:00 in London (summer time).
    expect(screen.getByText(/31.*2026, 09:00 – 09:30 /)).toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(api.fetchMeetingDetails).toHaveBeenCalledWith(ID, TOKEN);
  });

  it('takes the token out of the address bar once it has read it', async () => {
    renderAt(LINK);
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/meetings\/manage\?id=\w+$/),
    );
    expect(screen.getByTestId('address')).toHaveTextContent(`/meetings/manage?id=${ID}`);
    expect(await screen.findByRole('heading', { name: 'Consulting' })).toBeInTheDocument();
    expect(api.fetchMeetingDetails).toHaveBeenCalledWith(ID, TOKEN);
  });

  it('still works when this tab reloads the page without the fragment', async () => {
    renderAt(LINK);
    expect(await screen.findByRole('heading', { name: 'Consulting' })).toBeInTheDocument();
    cleanup();
    resetTestQueryClient(); // a reload starts a new page, with an empty cache
    api.fetchMeetingDetails.mockClear();
    renderAt(`/meetings/manage?id=${ID}`);
    expect(await screen.findByRole('heading', { name: 'Consulting' })).toBeInTheDocument();
    expect(api.fetchMeetingDetails).toHaveBeenCalledWith(ID, TOKEN);
  });

  it.each([
    ['cancelled', 'This meeting was already cancelled.'],
    ['declined', 'This meeting was declined and cannot be changed.'],
  ] as const)('says a %s meeting cannot change, and offers a new time', async (status, said) => {
    api.fetchMeetingDetails.mockResolvedValue({ ...DETAILS, status });
    renderAt(LINK);
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this meeting' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a new time' })).toBeInTheDocument();
  });

  it('calls a link the server does not know invalid as soon as the page opens', async () => {
    api.fetchMeetingDetails.mockRejectedValue(new ApiError(403, 'This link is not valid.'));
    renderAt(LINK);
    expect(await screen.findByText(INVALID_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this meeting' })).toBeNull();
  });

  it('keeps the buttons when the meeting cannot be read for now (offline)', async () => {
    api.fetchMeetingDetails.mockRejectedValue(new ApiError(0, 'Network error.'));
    renderAt(LINK);
    await waitFor(() => expect(screen.queryByText('Loading your meeting…')).toBeNull());
    expect(screen.getByRole('button', { name: 'Cancel this meeting' })).toBeEnabled();
  });

  it('explains the page and changes nothing until a button is pressed', () => {
    renderAt(LINK);
    expect(screen.getByText(/This is the meeting from your invitation email/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel this meeting' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pick another time' })).toBeEnabled();
    expect(api.cancelMeeting).not.toHaveBeenCalled();
  });

  it('cancels with the token from the mail and says so', async () => {
    const user = userEvent.setup();
    renderAt(LINK);
    await user.click(screen.getByRole('button', { name: 'Cancel this meeting' }));
    expect(api.cancelMeeting).toHaveBeenCalledWith(ID, TOKEN);
    expect(await screen.findByRole('status')).toHaveTextContent(CANCELLED_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Cancel this meeting' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a new time' })).toHaveAttribute(
      'href',
      '/#availability',
    );
  });

  it('Pick another time cancels, then goes to the Availability section', async () => {
    const user = userEvent.setup();
    renderAt(LINK);
    await user.click(screen.getByRole('button', { name: 'Pick another time' }));
    expect(api.cancelMeeting).toHaveBeenCalledWith(ID, TOKEN);
    expect(await screen.findByText('Home page #availability')).toBeInTheDocument();
  });

  it.each([403, 401, 404])(
    'says the link is invalid or expired when the server answers %i',
    async (status) => {
      const user = userEvent.setup();
      api.cancelMeeting.mockRejectedValue(new ApiError(status, 'This link has expired.'));
      renderAt(LINK);
      await user.click(screen.getByRole('button', { name: 'Cancel this meeting' }));
      expect(await screen.findByText(INVALID_LINK_MESSAGE)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel this meeting' })).toBeNull();
    },
  );

  it('says so when the meeting was already cancelled', async () => {
    const user = userEvent.setup();
    api.cancelMeeting.mockRejectedValue(new ApiError(409, 'This meeting was already cancelled.'));
    renderAt(LINK);
    await user.click(screen.getByRole('button', { name: 'Pick another time' }));
    expect(await screen.findByText('This meeting was already cancelled.')).toBeInTheDocument();
    expect(screen.queryByText(/Home page/)).toBeNull();
  });

  it('keeps the buttons after a passing failure so the visitor can try again', async () => {
    const user = userEvent.setup();
    api.cancelMeeting.mockRejectedValueOnce(new ApiError(0, 'Network error. Please try again.'));
    renderAt(LINK);
    await user.click(screen.getByRole('button', { name: 'Cancel this meeting' }));
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel this meeting' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CANCELLED_MESSAGE);
  });

  it.each([
    `/meetings/manage?id=${ID}`,
    `/meetings/manage#token=${TOKEN}`,
    `/meetings/manage?id=a/b#token=${TOKEN}`,
    // A link from before tokens expired: the token in the query is not read, nor an old token.
    `/meetings/manage?id=${ID}&token=${TOKEN}`,
    `/meetings/manage?id=${ID}#token=${'Ab3_-'.repeat(8)}xyz`,
  ])('calls a cut-short or old link (%s) invalid without sending anything', (path) => {
    renderAt(path);
    expect(screen.getByText(INVALID_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this meeting' })).toBeNull();
    expect(api.cancelMeeting).not.toHaveBeenCalled();
    expect(api.fetchMeetingDetails).not.toHaveBeenCalled();
  });
});
