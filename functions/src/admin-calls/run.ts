import type { z } from 'zod';
import { parseInput, requestObject } from '../lib/validation';

/** An admin call's contract (an entry of ADMIN_CALLS). */
export interface AdminCall<In, Out> {
  request: z.ZodType<In>;
  response: z.ZodType<Out>;
  /** What a signed-in non-admin is told. */
  refusal: string;
}

/** What an admin call does once its caller is known to be an admin (`adminUid`). */
export type AdminHandle<In, Out> = (input: In, adminUid: string) => Promise<Out>;

/**
 * The part of an admin call both transports share (the callable and `POST /api/admin/:call`):
 * the data parsed with the call's request schema, the handler run, and its answer parsed with the
 * response schema, so only declared fields leave. A service's refusal is thrown as the
 * DomainError it is, for each transport to map once.
 */
export async function runAdminCall<In, Out>(
  call: AdminCall<In, Out>,
  handle: AdminHandle<In, Out>,
  data: unknown,
  adminUid: string,
): Promise<Out> {
  const input = parseInput(call.request, requestObject(data));
  return call.response.parse(await handle(input, adminUid));
}
