import { request } from 'node:http';
import type { AdminCallName, AdminRequest } from '../../src/shared/admin-calls';
import { ApiClient, type ApiAnswer } from './api';
import { registerAdmin, registerVerified, signIn, type TestAccount } from './accounts';
import { hostingUrl, projectId } from './emulators';

/** A browser signed in through the API, with its session cookie. */
export interface SignedIn {
  client: ApiClient;
  account: TestAccount;
}

/** A new account signed in; `role` other than general_user is given the way an admin would. */
export async function signedIn(make: 'admin' | 'user' = 'user'): Promise<SignedIn> {
  const client = new ApiClient();
  const account = make === 'admin' ? await registerAdmin(client) : await registerVerified(client);
  await signIn(client, account);
  return { client, account };
}

/** `POST /api/admin/{name}` with `body`, as the admin pages send it. */
export function adminCall<Name extends AdminCallName>(
  client: ApiClient,
  name: Name,
  body: AdminRequest<Name>,
): Promise<ApiAnswer> {
  return client.post(`/api/admin/${name}`, body);
}

/** The `api` function on the Functions emulator, without Hosting in front of it. */
export const functionOrigin = (): string => `http://127.0.0.1:5001/${projectId()}/europe-west2/api`;

/**
 * A POST to `path` exactly as written: fetch would resolve `..` segments before sending, and a
 * client that does not is what the route must withstand.
 */
export function rawPost(
  path: string,
  cookie: string | undefined,
  origin = hostingUrl(),
): Promise<{ status: number; text: string }> {
  const url = new URL(origin);
  const site = new URL(hostingUrl()).origin;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: `${url.pathname.replace(/\/$/, '')}${path}`,
        headers: {
          'Content-Type': 'application/json',
          Origin: site,
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}
