import { randomUUID } from 'node:crypto';
import { hostingUrl } from './emulators';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
  /** The parsed body as a loose record, for terse assertions. */
  body: Record<string, unknown>;
}

/**
 * Calls the API through the Hosting emulator, exactly as the browser does. Every test client has
 * its own IP (`fastly-client-ip`, as Hosting's CDN sets it), so per-IP limits of one test never
 * leak into another.
 */
export class ApiClient {
  cookie: string | undefined;
  readonly ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 8)}`;

  constructor(private readonly origin = hostingUrl()) {}

  async call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<ApiAnswer> {
    const headers = new Headers(init.headers);
    headers.set('fastly-client-ip', this.ip);
    if (this.cookie) headers.set('Cookie', this.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const method = init.method ?? (init.json !== undefined ? 'POST' : 'GET');
    if (method !== 'GET' && !headers.has('Origin')) headers.set('Origin', this.origin);
    const response = await fetch(`${hostingUrl()}${path}`, { ...init, method, headers, body });
    const setCookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('__session='));
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = /Max-Age=0/.test(setCookie) || pair === '__session=' ? undefined : pair;
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: the caller asserts on `text`.
    }
    const record = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
    return { status: response.status, headers: response.headers, text, json, body: record };
  }

  post(path: string, json: unknown = {}): Promise<ApiAnswer> {
    return this.call(path, { method: 'POST', json });
  }
}

/** One-off call without cookies (kept for the error-contract tests). */
export async function callApi(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
  return new ApiClient().call(path, init);
}
