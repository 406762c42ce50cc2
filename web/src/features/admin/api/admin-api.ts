import { httpsCallable, type Functions } from 'firebase/functions';
import { listUsersResponseSchema, roleChangedResponseSchema } from '@shared/auth';
import {
  endorsementModeratedResponseSchema,
  pendingEndorsementsResponseSchema,
  type EndorsementDecision,
} from '@shared/endorsements';
import { listInboxResponseSchema, setInboxReadResponseSchema, type InboxKind } from '@shared/inbox';
import type { Role } from '@shared/roles';
import type { z } from '@shared/zod';
import { INVALID_ANSWER_MESSAGE, OFFLINE_MESSAGE } from '@/lib/api-client';

export type UserPage = z.output<typeof listUsersResponseSchema>;

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
export function callable<Request, Answer>(
  functions: Functions,
  name: string,
  answer: z.ZodType<Answer>,
): (request: Request) => Promise<Answer> {
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

/** The admin callables. */
export function adminApi(functions: Functions) {
  const list = callable<{ search?: string; pageToken?: string; pageSize?: number }, UserPage>(
    functions,
    'listUsers',
    listUsersResponseSchema,
  );
  const setRole = callable(functions, 'setUserRole', roleChangedResponseSchema);
  const inbox = callable(functions, 'listInbox', listInboxResponseSchema);
  const markRead = callable(functions, 'setInboxRead', setInboxReadResponseSchema);
  const pending = callable(functions, 'listPendingEndorsements', pendingEndorsementsResponseSchema);
  const moderate = callable(functions, 'moderateEndorsement', endorsementModeratedResponseSchema);
  return {
    listInbox: async (kind: InboxKind, includeSpam = false) =>
      (await inbox({ kind, includeSpam })).items,
    setInboxRead: async (kind: InboxKind, id: string, read: boolean) => {
      await markRead({ kind, id, read });
    },
    listPendingEndorsements: async () => (await pending({})).items,
    moderateEndorsement: async (id: string, decision: EndorsementDecision) =>
      moderate({ id, decision }),
    listUsers: (input: { search?: string; pageToken?: string; pageSize?: number }) => list(input),
    setUserRole: (uid: string, role: Role) => setRole({ uid, role }),
  };
}
