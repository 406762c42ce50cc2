import { vi } from 'vitest';
import type { AdminCallName } from '@shared/admin-calls';

/** What a test's admin call answers: the answer (sent as `{ success: true, ...answer }`) or a failure. */
export type Answer = object | { status: number; message: string };

type Handler = (request: Record<string, unknown>) => Answer | Promise<Answer>;

function isFailure(answer: Answer): answer is { status: number; message: string } {
  return 'status' in answer && typeof answer.status === 'number' && 'message' in answer;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Stands in for the server at the network boundary: `fetch` of `POST /api/admin/<call>` runs the
 * test's handler for that call with the JSON body; any other request fails the test. Returns the
 * calls made, in order, as `[name, body]`.
 */
export function stubAdminServer(handlers: Partial<Record<AdminCallName, Handler>>) {
  const calls: [string, Record<string, unknown>][] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const name = /^\/api\/admin\/(\w+)$/.exec(path)?.[1];
    const handler = Object.entries(handlers).find(([call]) => call === name)?.[1];
    if (!name || !handler || init?.method !== 'POST') throw new Error(`Unexpected request ${path}`);
    const body: unknown = JSON.parse(String(init.body));
    if (!isRecord(body)) throw new Error(`${name} was sent ${String(init.body)}`);
    calls.push([name, body]);
    const answer = await handler(body);
    const [status, json] = isFailure(answer)
      ? [answer.status, { success: false, message: answer.message }]
      : [200, { success: true, ...answer }];
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
