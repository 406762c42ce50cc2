import { httpsCallable, type Functions } from 'firebase/functions';
import type { AdminUserRow } from '@shared/auth';
import type { EndorsementDecision, PendingEndorsement } from '@shared/endorsements';
import type { InboxItem, InboxKind } from '@shared/inbox';
import type { Role } from '@shared/roles';

export interface UserPage {
  users: AdminUserRow[];
  nextPageToken: string | null;
}

/** The admin callables (role checked on the server with the caller's ID token). */
export function adminApi(functions: Functions) {
  const list = httpsCallable<{ search?: string; pageToken?: string; pageSize?: number }, UserPage>(
    functions,
    'listUsers',
  );
  const setRole = httpsCallable<
    { uid: string; role: Role },
    { message: string; user: AdminUserRow }
  >(functions, 'setUserRole');
  const inbox = httpsCallable<{ kind: InboxKind; includeSpam?: boolean }, { items: InboxItem[] }>(
    functions,
    'listInbox',
  );
  const markRead = httpsCallable<{ kind: InboxKind; id: string; read: boolean }, unknown>(
    functions,
    'setInboxRead',
  );
  const pending = httpsCallable<Record<string, never>, { items: PendingEndorsement[] }>(
    functions,
    'listPendingEndorsements',
  );
  const moderate = httpsCallable<
    { id: string; decision: EndorsementDecision },
    { message: string }
  >(functions, 'moderateEndorsement');
  return {
    listInbox: async (kind: InboxKind, includeSpam = false) =>
      (await inbox({ kind, includeSpam })).data.items,
    setInboxRead: async (kind: InboxKind, id: string, read: boolean) => {
      await markRead({ kind, id, read });
    },
    listPendingEndorsements: async () => (await pending({})).data.items,
    moderateEndorsement: async (id: string, decision: EndorsementDecision) =>
      (await moderate({ id, decision })).data,
    listUsers: async (input: { search?: string; pageToken?: string; pageSize?: number }) =>
      (await list(input)).data,
    setUserRole: async (uid: string, role: Role) => (await setRole({ uid, role })).data,
  };
}
