import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingStatus } from '@shared/meetings';
import { ApiError } from '@/lib/api-client';
import { CANCELLED_MESSAGE, INVALID_LINK_MESSAGE, ManageMeetingPage } from './manage-meeting-page';

const api = vi.hoisted(() => ({
  cancelMeeting: vi.fn<(id: string, token?: string) => Promise<MeetingStatus>>(),
}));
vi.mock('../api/cancel-meeting', () => ({ cancelMeeting: api.cancelMeeting }));

const ID = 'Xq3meetingRequest01';
const TOKEN = 'v1.signed-token.abc';
const LINK = `/meetings/manage?id=${ID}&token=${encodeURIComponent(TOKEN)}`;

function Home() {
  const { hash } = useLocation();
  return <p>Home page {hash}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/meetings/manage" element={<ManageMeetingPage />} />
        <Route path="/" element={<Home />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ManageMeetingPage', () => {
  beforeEach(() => {
    api.cancelMeeting.mockReset().mockResolvedValue('cancelled');
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
    `/meetings/manage?token=${TOKEN}`,
    '/meetings/manage?id=a/b&token=x',
  ])('calls a cut-short link (%s) invalid without sending anything', (path) => {
    renderAt(path);
    expect(screen.getByText(INVALID_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this meeting' })).toBeNull();
    expect(api.cancelMeeting).not.toHaveBeenCalled();
  });
});
