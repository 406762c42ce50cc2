import {
  HttpsError,
  onCall,
  type CallableFunction,
  type CallableRequest,
  type FunctionsErrorCode,
} from 'firebase-functions/v2/https';
import type { SecretParam } from 'firebase-functions/params';
import type { z } from 'zod';
import { REGION } from '../lib/config';
import { DomainError, type DomainErrorKind } from '../lib/errors';
import { parseInput, requestObject } from '../lib/validation';
import { idTokenMayAct } from '../services/sessions';

/** The one mapping of a service's refusal to a callable error code. */
const CODE: Record<DomainErrorKind, FunctionsErrorCode> = {
  invalid: 'invalid-argument',
  unauthenticated: 'unauthenticated',
  forbidden: 'permission-denied',
  'not-found': 'not-found',
  conflict: 'already-exists',
  'failed-precondition': 'failed-precondition',
  'rate-limited': 'resource-exhausted',
};

export function toHttpsError(error: DomainError): HttpsError {
  const details = {
    ...error.details,
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
  };
  // Without details the error carries none at all, as the SDK's own errors do.
  return new HttpsError(
    CODE[error.kind],
    error.message,
    Object.keys(details).length > 0 ? details : undefined,
  );
}

/**
 * Only an admin's own ID token (claim `admin` or role admin) of a session not signed out gets
 * past this; returns their uid.
 */
async function requireAdmin(request: CallableRequest, refusal: string): Promise<string> {
  const token = request.auth?.token;
  if (!request.auth || !token || !(await idTokenMayAct(token))) {
    throw new DomainError('unauthenticated', 'Please sign in.');
  }
  if (token.admin !== true && token.role !== 'admin') throw new DomainError('forbidden', refusal);
  return request.auth.uid;
}

/** An admin call's contract (an entry of ADMIN_CALLS). */
interface AdminCall<In, Out> {
  request: z.ZodType<In>;
  response: z.ZodType<Out>;
  /** What a signed-in non-admin is told. */
  refusal: string;
}

/**
 * Every callable of the admin area: admins only, the data parsed with the call's request schema,
 * the answer parsed with its response schema, and a service's refusal mapped to its code.
 * `secrets` are those the handler reads (e.g. to sign a link it mails): a function reads only
 * those bound.
 */
export function adminCallable<In, Out>(
  call: AdminCall<In, Out>,
  handle: (input: In, adminUid: string) => Promise<Out>,
  secrets?: SecretParam[],
): CallableFunction<unknown, Promise<Out>> {
  const options = { region: REGION, ...(secrets ? { secrets } : {}) };
  return onCall(options, async (request) => {
    try {
      const adminUid = await requireAdmin(request, call.refusal);
      const input = parseInput(call.request, requestObject(request.data));
      return call.response.parse(await handle(input, adminUid));
    } catch (error) {
      if (error instanceof DomainError) throw toHttpsError(error);
      throw error;
    }
  });
}
