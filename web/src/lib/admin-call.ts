import { httpsCallable, type Functions } from 'firebase/functions';
import {
  ADMIN_CALLS,
  type AdminAnswer,
  type AdminCallName,
  type AdminRequest,
} from '@shared/admin-calls';
import type { z } from '@shared/zod';
import { INVALID_ANSWER_MESSAGE, OFFLINE_MESSAGE } from './api-client';

/**
 * The Functions SDK says only "internal" when no answer came (offline, or the function is not
 * reachable): the admin reads what to do instead. A server's own message passes as it is.
 */
function readable(error: unknown): unknown {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (code !== 'functions/internal' || !(error instanceof Error) || error.message !== 'internal')
    return error;
  return new Error(
    typeof navigator !== 'undefined' && navigator.onLine === false
      ? OFFLINE_MESSAGE
      : 'The server could not be reached. Please try again.',
  );
}

/**
 * One admin callable (role checked on the server with the caller's ID token): its answer parsed
 * with the shared response schema the function answers with.
 */
export function callable<Request, Answer extends z.ZodType>(
  functions: Functions,
  name: string,
  answer: Answer,
): (request: Request) => Promise<z.output<Answer>> {
  const call = httpsCallable<Request, unknown>(functions, name);
  return async (request) => {
    let data: unknown;
    try {
      data = (await call(request)).data;
    } catch (error) {
      throw readable(error);
    }
    const parsed = answer.safeParse(data);
    if (!parsed.success) throw new Error(INVALID_ANSWER_MESSAGE);
    return parsed.data;
  };
}

/** Calls the admin callable `name` with the data its shared contract takes; answers what it says. */
export function callAdmin<Name extends AdminCallName>(
  functions: Functions,
  name: Name,
  request: AdminRequest<Name>,
): Promise<AdminAnswer<Name>> {
  return callable(functions, name, ADMIN_CALLS[name].response)(request);
}
