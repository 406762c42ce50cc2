import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  clientAddressSignature,
} from '../../functions/src/api/client-address.js';
import { ROOT } from './project-config.js';

/**
 * How a scripted client makes the API count a request as coming from a given address. On the
 * emulators every request reaches the function from the Hosting emulator's socket, and no header a
 * client sends moves it (functions/src/api/client-address.ts); only the harness, which holds the
 * emulator project's CLIENT_ADDRESS_KEY, can name an address, as Hosting's CDN does in production.
 */
function emulatorAddressKey(): string {
  const env = readFileSync(path.join(ROOT, 'functions/.env.demo-portfolio'), 'utf8');
  const key = /^CLIENT_ADDRESS_KEY=(.+)$/m.exec(env)?.[1]?.trim();
  if (!key) throw new Error('CLIENT_ADDRESS_KEY is missing from functions/.env.demo-portfolio.');
  return key;
}
const KEY = emulatorAddressKey();

export { CLIENT_ADDRESS_HEADER };

/** The n-th address of 198.18.0.0/15, the block RFC 2544 reserves for benchmarks. */
export function benchAddress(n: number): string {
  const index = n % (1 << 17);
  return `198.${18 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
}

/** Headers that make a request come from `address`. */
export function fromAddress(address: string): Record<string, string> {
  return {
    [CLIENT_ADDRESS_HEADER]: address,
    [CLIENT_ADDRESS_SIGNATURE_HEADER]: clientAddressSignature(address, KEY),
  };
}
