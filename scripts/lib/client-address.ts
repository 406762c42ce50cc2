/**
 * How a scripted client makes the API count a request as coming from a given address: the one
 * place the bench (and anything else that simulates many visitors) depends on how the API reads
 * the client address (functions/src/api/caller.ts).
 *
 * On the emulators every request reaches the function from the Hosting emulator's own socket
 * (127.0.0.1), and the Hosting emulator passes client headers through unchanged and adds none of
 * its own. So "many addresses" can only be told to the API in a header that the API honours on
 * the emulator; which header that is, is decided in caller.ts. It is `Fastly-Client-IP` today;
 * set CLIENT_ADDRESS_HEADER to follow a change there. If the API stops honouring any client-sent
 * header on the emulator (as production must), every scripted request is one address, and
 * `seesDistinctAddresses` in the bench says so instead of pretending.
 */
export const CLIENT_ADDRESS_HEADER = process.env.CLIENT_ADDRESS_HEADER ?? 'fastly-client-ip';

/** The n-th address of 198.18.0.0/15, the block RFC 2544 reserves for benchmarks. */
export function benchAddress(n: number): string {
  const index = n % (1 << 17);
  return `198.${18 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
}

/** Headers that make a request come from `address`. */
export function fromAddress(address: string): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address };
}
