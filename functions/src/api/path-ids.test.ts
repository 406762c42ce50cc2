import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, createApp } from './app';

// Anything that reaches Firestore or Auth is recorded and fails: an id check that lets a reserved
// id through shows up here as a touch (and a 500), not as a quiet pass.
const touched = vi.hoisted(() => [] as string[]);
vi.mock('../lib/admin', () => ({
  db: () => {
    touched.push('firestore');
    throw new Error('Firestore was reached');
  },
  auth: () => {
    touched.push('auth');
    throw new Error('Auth was reached');
  },
}));
vi.mock('../lib/logs', () => ({ unexpectedError: vi.fn() }));

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer(createApp());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

beforeEach(() => {
  touched.length = 0;
});

/**
 * Sends the path exactly as written: `fetch` would resolve `.` and `%2E%2E` segments itself (as
 * browsers do), but a hand-made request can carry them to the server.
 */
function send(method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(method === 'GET' ? undefined : '{}');
  });
}

/** What a path segment can carry that names no document (Express decodes it before a route sees it). */
const RESERVED_FORMS = ['a%2Fb', '.', '..', '%2E', '%2E%2E', '__x__', '__abcdefghijklmn__'];

const withParams = API_ROUTES.filter((route) => route.path.includes(':'));
const cases = withParams.flatMap((route) =>
  Object.keys(route.methods).flatMap((method) =>
    RESERVED_FORMS.map((form) => [route.path, method, form] as const),
  ),
);

describe('ids in a path', () => {
  it('every path parameter is declared as a document id with its own not-found words', () => {
    expect(withParams.length).toBeGreaterThan(0);
    for (const route of withParams) {
      const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(Object.keys(route.ids ?? {}).sort(), route.path).toEqual(params.sort());
    }
  });

  it.each(cases)('%s %s with %s: refused before any read', async (path, method, form) => {
    const answer = await send(method, path.replace(/:\w+/g, form));
    // A single-dot segment is resolved away by the router, so the request names another path
    // (answered as that path answers a caller without a session); every other form reaches the
    // route and is not found.
    if (form === '.' || form === '%2E') expect([401, 404, 405]).toContain(answer.status);
    else expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    expect(touched).toEqual([]);
  });
});
