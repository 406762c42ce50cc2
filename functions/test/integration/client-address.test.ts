import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hostingUrl } from '../support/emulators';

/**
 * Per-address limits count against the address the platform reports (api/client-address.ts),
 * never one the client names. On the emulator that is the socket's: every call below comes from
 * this machine, whatever it claims, so the eleventh access-code request within the hour is
 * refused. (Access codes, because the end-to-end tests' browser shares this machine's bucket and
 * never asks for one.)
 */

const forgeries: Record<string, string>[] = [
  { 'Fastly-Client-IP': '203.0.113.1' },
  { 'X-Forwarded-For': '203.0.113.2' },
  { 'X-Real-IP': '203.0.113.3' },
  { 'True-Client-IP': '203.0.113.4' },
  { Forwarded: 'for=203.0.113.5;proto=https' },
  {
    'Fastly-Client-IP': '203.0.113.6',
    'X-Forwarded-For': '203.0.113.6, 198.51.100.6',
    'X-Real-IP': '203.0.113.6',
    'True-Client-IP': '203.0.113.6',
    Forwarded: 'for="[2001:db8::6]"',
    // A harness header without the harness's signature is a forgery like any other.
    'X-Client-Address': '203.0.113.6',
    'X-Client-Address-Signature': 'f'.repeat(64),
  },
];

async function codeRequestWith(headers: Record<string, string>): Promise<number> {
  const marker = randomUUID().slice(0, 8);
  const response = await fetch(`${hostingUrl()}/api/verify-code/request`, {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      Origin: hostingUrl(),
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({ email: `forger-${marker}@example.com`, website: '' }),
  });
  await response.text();
  return response.status;
}

describe('the client address', () => {
  it('does not move to another bucket for any address header the client sends', async () => {
    const statuses: number[] = [];
    // Ten per address per hour (policies/rate-limits.ts): the eleventh is refused, forged or not.
    for (let n = 0; n < 11; n++) {
      statuses.push(await codeRequestWith(forgeries[n % forgeries.length] ?? {}));
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});
