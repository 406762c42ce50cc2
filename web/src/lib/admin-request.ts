import type { AdminAnswer, AdminCallName, AdminRequest } from '@shared/admin-calls';
import { ADMIN_ANSWERS } from './admin-answers';
import { apiRequest } from './api-client';

/** Where the admin call `name` is answered: one path per call, named as in ADMIN_CALLS. */
export const adminPath = (name: AdminCallName): string => `/api/admin/${name}`;

/**
 * One admin call over HTTP with the session cookie (`POST /api/admin/<name>`, the request as the
 * JSON body): the answer parsed with the call's shared response schema (./admin-answers.ts).
 * Failures are the API client's: the server's message (401 signed out, 403 the call's refusal, 400
 * with field errors, the domain errors), the offline or network message, or `Invalid response from
 * server` for an answer that is not what the call promises.
 */
export function adminRequest<Name extends AdminCallName>(
  name: Name,
  request: AdminRequest<Name>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminAnswer<Name>> {
  // The answer's schema loads with the request, not with the page: it brings zod, which the admin
  // page's first paint does not need, and it arrives while the request is on its way.
  return apiRequest(adminPath(name), ADMIN_ANSWERS[name], {
    method: 'POST',
    json: request,
    signal,
  });
}
