import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import type { Request } from 'express';
import { clientAddressKey, forwardedHops } from '../lib/config';
import { secretsEqual } from '../lib/hashing';

/**
 * The one place that decides a visitor's address, which per-address limits count against.
 *
 * Behind Firebase Hosting a request passes Fastly (Hosting's CDN) and then Google's front end
 * before the function. Fastly appends the address that connected to it to `X-Forwarded-For`
 * (fastly.com/documentation/reference/http/http-headers/X-Forwarded-For) and Google's front end
 * appends the address that connected to it, Fastly's (cloud.google.com/load-balancing/docs/https,
 * "X-Forwarded-For header"). Entries before those two are whatever the client sent. So the visitor
 * is the entry FORWARDED_HOPS (2) from the right. `Fastly-Client-IP` is not used: Fastly keeps a
 * value the client sent ("not protected from modification at the edge"), and Firebase does not
 * document overriding it; `X-Real-IP`, `True-Client-IP` and `Forwarded` are nobody's but the
 * client's here. Neither Firebase nor Cloud Run documents the chain as a contract, so
 * docs/accounts-and-security.md says how to check it on a deployed site, and the per-account and
 * per-email limits never depend on it.
 *
 * A request with fewer entries did not come through Hosting (a direct call to the function's own
 * URL): it counts against one shared bucket, never against an address it chose.
 *
 * The emulator has no CDN (the Hosting emulator forwards the client's headers as they are), so
 * there FORWARDED_HOPS is 0 and the socket's address counts. Only the test harness, which plays
 * the CDN's part, can name another address: `X-Client-Address` signed with the emulator's
 * CLIENT_ADDRESS_KEY (blank in production, where nothing is read from it).
 */
export const UNROUTED_ADDRESS = 'unrouted';
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-client-address-signature';

/** The signature the harness sends with `X-Client-Address` (scripts and tests sign the same way). */
export function clientAddressSignature(address: string, key: string): string {
  return createHmac('sha256', key).update(address).digest('hex');
}

function forwardedFor(req: Request): string[] {
  // Several X-Forwarded-For headers are one list, in order (RFC 9110 §5.3).
  const raw = req.headers['x-forwarded-for'] ?? '';
  return (Array.isArray(raw) ? raw.join(',') : raw)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function signedByHarness(req: Request): string | undefined {
  const key = clientAddressKey();
  const address = req.get(CLIENT_ADDRESS_HEADER);
  const signature = req.get(CLIENT_ADDRESS_SIGNATURE_HEADER);
  if (!key || !address || !signature) return undefined;
  return secretsEqual(clientAddressSignature(address, key), signature) ? address : undefined;
}

export function clientAddress(req: Request): string {
  const hops = forwardedHops();
  if (hops === 0) return signedByHarness(req) ?? req.socket.remoteAddress ?? UNROUTED_ADDRESS;
  const chain = forwardedFor(req);
  const visitor = chain[chain.length - hops];
  return visitor && isIP(visitor) ? visitor : UNROUTED_ADDRESS;
}
