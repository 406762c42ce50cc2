import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import type { AdminUserRow } from '../shared/auth';
import { claimsForRole, type Role } from '../shared/roles';
import { DomainError } from '../lib/errors';
import { recordAudit } from './audit';
import { isDecoyAccount } from './sign-in-target';
import { auth, profileRef, readProfile, roleOf, usersByUsernamePrefix } from './user-records';

/** The admin area's user management: the list of accounts and role changes. */

const people = (users: UserRecord[]): UserRecord[] =>
  users.filter((user) => !isDecoyAccount(user.uid));

async function toRow(user: UserRecord): Promise<AdminUserRow> {
  const profile = await readProfile(user.uid);
  return {
    uid: user.uid,
    email: user.email ?? '',
    username: profile?.username ?? '',
    displayName: profile?.displayName ?? user.displayName ?? '',
    role: roleOf(user).role,
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    createdAt: new Date(user.metadata.creationTime).toISOString(),
    lastSignInAt: user.metadata.lastSignInTime
      ? new Date(user.metadata.lastSignInTime).toISOString()
      : null,
  };
}

export interface UserPage {
  users: AdminUserRow[];
  nextPageToken: string | null;
}

/** A page of accounts; `search` finds by exact email or by username prefix. */
export async function listUsers(input: {
  search?: string | undefined;
  pageToken?: string | undefined;
  pageSize: number;
}): Promise<UserPage> {
  const { search, pageToken, pageSize } = input;
  if (search?.includes('@')) {
    const user = await auth()
      .getUserByEmail(search.toLowerCase())
      .catch(() => undefined);
    return { users: await Promise.all(people(user ? [user] : []).map(toRow)), nextPageToken: null };
  }
  if (search) {
    const matches = await usersByUsernamePrefix(search.toLowerCase(), pageSize).get();
    const users = await Promise.all(matches.docs.map((doc) => auth().getUser(doc.id)));
    return { users: await Promise.all(people(users).map(toRow)), nextPageToken: null };
  }
  const page = await auth().listUsers(pageSize, pageToken);
  return {
    users: await Promise.all(people(page.users).map(toRow)),
    nextPageToken: page.pageToken ?? null,
  };
}

/** Gives an account a role: claims set, old tokens revoked, profile updated, audit record written. */
export async function setUserRole(
  { uid, role }: { uid: string; role: Role },
  actorUid: string,
): Promise<AdminUserRow> {
  if (uid === actorUid)
    throw new DomainError('failed-precondition', 'You cannot change your own role.');
  const user = isDecoyAccount(uid)
    ? undefined
    : await auth()
        .getUser(uid)
        .catch(() => undefined);
  if (!user) throw new DomainError('not-found', 'There is no account with that id.');
  const previousRole = roleOf(user).role;
  await auth().setCustomUserClaims(uid, claimsForRole(role));
  // Tokens minted before now still carry the old role: revoke them so browsers fetch new ones.
  await auth().revokeRefreshTokens(uid);
  await profileRef(uid).set({ role, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  await recordAudit({ action: 'setRole', actorUid, targetUid: uid, role, previousRole });
  return toRow(await auth().getUser(uid));
}
