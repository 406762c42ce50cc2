import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { sendQuinnMessage } from './quinn-chat-api';

const fetchMock = vi.fn<typeof fetch>();
const request = { message: 'Hello', userId: 'conversation-0123456789' };
const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const response = {
  message: 'Hi there.',
  category: 'greeting',
  priority: 'low',
  suggestedActions: [],
  confidence: 0.9,
};

async function failure(): Promise<ApiError> {
  const caught: unknown = await sendQuinnMessage(request).catch((error: unknown) => error);
  if (!(caught instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(caught)}`);
  return caught;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendQuinnMessage', () => {
  it('posts the message and the conversation id, and resolves with the answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, response }));
    await expect(sendQuinnMessage(request)).resolves.toEqual(response);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/quinn-chat');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it("rejects a non-2xx answer as 'Failed to send message', keeping its status", async () => {
    fetchMock.mockResolvedValueOnce(json(429, { success: false, message: 'Too many.' }));
    const error = await failure();
    expect(error.message).toBe('Failed to send message');
    expect(error.status).toBe(429);
  });

  it("rejects an answer that says it failed with its words, or 'Failed to get response'", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: false, message: 'Quinn is resting.' }));
    expect((await failure()).message).toBe('Quinn is resting.');
    fetchMock.mockResolvedValueOnce(json(200, { success: false }));
    expect((await failure()).message).toBe('Failed to get response');
  });

  it('rejects an answer of another shape, without taking it for a reply', async () => {
    for (const body of [null, 'Hi', { success: true, response: 'Hi' }, { success: true }]) {
      fetchMock.mockResolvedValueOnce(json(200, body));
      expect((await failure()).message).toBe('Invalid response from server');
    }
  });

  it('rejects with status 0 when the request never reaches the server', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failure()).status).toBe(0);
  });
});
