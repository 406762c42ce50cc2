import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, INVALID_ANSWER_MESSAGE, OFFLINE_MESSAGE } from './api-client';
import { adminRequest } from './admin-request';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answering(response: Response | Error) {
  const fetch = vi.fn<(input: string, init: RequestInit) => Promise<Response>>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const row = {
  id: 'e1',
  action: 'cv.download',
  actorUid: 'u1',
  at: '2026-11-20T10:00:00.000Z',
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('adminRequest', () => {
  it('posts the request as JSON to the call’s path and answers the parsed answer', async () => {
    const fetch = answering(json(200, { success: true, items: [row], nextCursor: 'c2' }));
    await expect(adminRequest('listAuditLog', { cursor: 'c1' })).resolves.toEqual({
      items: [row],
      nextCursor: 'c2',
    });
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin/listAuditLog');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init?.body))).toEqual({ cursor: 'c1' });
  });

  it('shows the server’s message, with its status', async () => {
    answering(json(403, { success: false, message: 'Only administrators can read the inbox.' }));
    const failure = adminRequest('listInbox', { kind: 'contact' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      message: 'Only administrators can read the inbox.',
    });
  });

  it('refuses an answer that is not what the call promises', async () => {
    answering(json(200, { success: true, items: [{ ...row, at: 'yesterday' }], nextCursor: null }));
    await expect(adminRequest('listAuditLog', {})).rejects.toMatchObject({
      message: INVALID_ANSWER_MESSAGE,
    });
  });

  it('says that it needs a connection when the browser is offline', async () => {
    answering(new TypeError('Failed to fetch'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(
      adminRequest('setInboxRead', { kind: 'contact', id: 'm1', read: true }),
    ).rejects.toMatchObject({ status: 0, message: OFFLINE_MESSAGE });
  });
});
