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

interface AdminCallable<In, Out> {
  /** What a signed-in non-admin is told. */
  refusal: string;
  request: z.ZodType<In>;
  response: z.ZodType<Out>;
  handle: (input: In, adminUid: string) => Promise<Out>;
  /** Secrets the handler reads (e.g. to sign a link it mails); a function reads only those bound. */
  secrets?: SecretParam[];
}

/**
 * Every callable of the admin area: admins only, the data parsed with the request's shared
 * schema, the answer parsed with the response's, and a service's refusal mapped to its code.
 */
export function adminCallable<In, Out>(
  spec: AdminCallable<In, Out>,
): CallableFunction<unknown, Promise<Out>> {
  const options = { region: REGION, ...(spec.secrets ? { secrets: spec.secrets } : {}) };
  return onCall(options, async (request) => {
    try {
      const adminUid = await requireAdmin(request, spec.refusal);
      const input = parseInput(spec.request, requestObject(request.data));
      return spec.response.parse(await spec.handle(input, adminUid));
    } catch (error) {
      if (error instanceof DomainError) throw toHttpsError(error);
      throw error;
    }
  });
}
