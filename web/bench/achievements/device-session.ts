import { customTokenResponseSchema, signedInResponseSchema } from '@shared/auth';
import { fromAddress } from '../../../scripts/lib/client-address.js';

/**
 * One browser's session with our API, signed in as the product signs in: `POST /api/login`
 * answers a session cookie and a custom token for the Firebase SDK; a page that needs the SDK
 * again asks `POST /api/session/token` with its cookie (what `ensureBrowserSession` does).
 * A real browser keeps its SDK user across reloads (IndexedDB); here each new SDK app signs in
 * with the latest custom token while it is fresh, as that stand-in.
 */

/** Custom tokens must be exchanged within 5 minutes of being made; this stays well inside. */
const TOKEN_REUSE_MS = 3 * 60 * 1000;

export class DeviceSession {
  private cookie: string | undefined;
  private token: { value: string; at: number } | undefined;
  private refreshing: Promise<string> | undefined;
  /** Calls to the API (logins and token requests), for the report. */
  calls = 0;

  constructor(
    private readonly origin: string,
    private readonly address: string,
  ) {}

  private post(path: string, body: unknown = {}): Promise<Response> {
    this.calls += 1;
    return fetch(`${this.origin}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: this.origin,
        ...fromAddress(this.address),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
  }

  async login(email: string, password: string): Promise<void> {
    const response = await this.post('/api/login', { username: email, password });
    const body: unknown = await response.json();
    const parsed = signedInResponseSchema.safeParse(body);
    if (!response.ok || !parsed.success) {
      throw new Error(`Sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
    }
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('__session='))
      ?.split(';')[0];
    if (!cookie) throw new Error(`Sign-in of ${email} set no session cookie.`);
    this.cookie = cookie;
    this.token = { value: parsed.data.customToken, at: Date.now() };
  }

  /** A custom token of this session for a new SDK app. */
  customToken(): Promise<string> {
    if (this.token && Date.now() - this.token.at < TOKEN_REUSE_MS) {
      return Promise.resolve(this.token.value);
    }
    this.refreshing ??= (async () => {
      const response = await this.post('/api/session/token');
      const body: unknown = await response.json();
      const parsed = customTokenResponseSchema.safeParse(body);
      if (!response.ok || !parsed.success) {
        throw new Error(`No custom token: ${response.status} ${JSON.stringify(body)}`);
      }
      this.token = { value: parsed.data.customToken, at: Date.now() };
      return parsed.data.customToken;
    })().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }
}
