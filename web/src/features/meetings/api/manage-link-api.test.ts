import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelMeeting } from './cancel-meeting';
import { fetchMeetingDetails } from './meeting-details';

const TOKEN = `1900000000.${'a'.repeat(43)}`;
const DETAILS = {
  id: 'request-1',
  type: 'consulting',
  start: '2026-03-31T08:00:00.000Z',
  end: '2026-03-31T08:30:00.000Z',
  status: 'requested',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers every call with `body`, keeping what was sent. */
function serve(body: unknown) {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
    Response.json(body),
  );
  vi.stubGlobal('fetch', fetch);
  return () => {
    const [url = '', init = {}] = fetch.mock.calls[0] ?? [];
    return { url, headers: new Headers(init.headers), body: init.body };
  };
}

describe('the manage link token travels in a header, never in a URL or a body', () => {
  it('reading the meeting', async () => {
    const sent = serve({ success: true, meetingRequest: DETAILS });
    await fetchMeetingDetails('request-1', TOKEN);
    expect(sent().url).toBe('/api/meetings/request-1');
    expect(sent().headers.get('X-Meeting-Token')).toBe(TOKEN);
  });

  it('cancelling it', async () => {
    const sent = serve({ success: true, status: 'cancelled' });
    await cancelMeeting('request-1', TOKEN);
    expect(sent().url).toBe('/api/meetings/request-1/cancel');
    expect(sent().headers.get('X-Meeting-Token')).toBe(TOKEN);
    expect(sent().body).toBe('{}');
  });

  it('cancelling as the signed-in requester sends no token at all', async () => {
    const sent = serve({ success: true, status: 'cancelled' });
    await cancelMeeting('request-1');
    expect(sent().headers.has('X-Meeting-Token')).toBe(false);
  });
});
