import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  clientAddressSignature,
} from '../../src/api/client-address';
import { hostingUrl } from './emulators';

/** The emulator project's CLIENT_ADDRESS_KEY (functions/.env.demo-portfolio), which the harness holds. */
function emulatorAddressKey(): string {
  const env = readFileSync(path.resolve(__dirname, '../../.env.demo-portfolio'), 'utf8');
  const key = /^CLIENT_ADDRESS_KEY=(.+)$/m.exec(env)?.[1]?.trim();
  if (!key) throw new Error('CLIENT_ADDRESS_KEY is missing from functions/.env.demo-portfolio.');
  return key;
}
const ADDRESS_KEY = emulatorAddressKey();

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
 * its own address, named the way only the harness can (api/client-address.ts: the emulator has no
 * CDN to tell it), so per-address limits of one test never leak into another.
 */
export class ApiClient {
  cookie: string | undefined;
  readonly ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 8)}`;

  constructor(private readonly origin = hostingUrl()) {}

  async call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<ApiAnswer> {
    const headers = new Headers(init.headers);
    headers.set(CLIENT_ADDRESS_HEADER, this.ip);
    headers.set(CLIENT_ADDRESS_SIGNATURE_HEADER, clientAddressSignature(this.ip, ADDRESS_KEY));
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
