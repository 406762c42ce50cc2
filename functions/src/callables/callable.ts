import {
  HttpsError,
  onCall,
  type CallableFunction,
  type CallableRequest,
  type FunctionsErrorCode,
} from 'firebase-functions/v2/https';
import type { SecretParam } from 'firebase-functions/params';
import { ADMIN_SIGN_IN_MESSAGE } from '../shared/admin-calls';
import { runAdminCall, type AdminCall, type AdminHandle } from '../admin-calls/run';
import { REGION } from '../lib/config';
import { DomainError, type DomainErrorKind } from '../lib/errors';
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
    throw new DomainError('unauthenticated', ADMIN_SIGN_IN_MESSAGE);
  }
  if (token.admin !== true && token.role !== 'admin') throw new DomainError('forbidden', refusal);
  return request.auth.uid;
}

/**
 * Every callable of the admin area: admins only, then the call run as `POST /api/admin/:call` runs
 * it (admin-calls/run.ts), and a service's refusal mapped to its code.
 * `secrets` are those the handler reads (e.g. to sign a link it mails): a function reads only
 * those bound.
 */
export function adminCallable<In, Out>(
  call: AdminCall<In, Out>,
  handle: AdminHandle<In, Out>,
  secrets?: SecretParam[],
): CallableFunction<unknown, Promise<Out>> {
  const options = { region: REGION, ...(secrets ? { secrets } : {}) };
  return onCall(options, async (request) => {
    try {
      const adminUid = await requireAdmin(request, call.refusal);
      return await runAdminCall(call, handle, request.data, adminUid);
    } catch (error) {
      if (error instanceof DomainError) throw toHttpsError(error);
      throw error;
    }
  });
}
