import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  listUsersRequestSchema,
  setUserRoleRequestSchema,
  type AdminUserRow,
} from '../shared/auth';
import { claimsForRole } from '../shared/roles';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { auth, readProfile, roleOf } from '../services/users';
import { parseCallable as parse, requireAdmin as requireAdminFor } from './admin-guard';

const requireAdmin = (request: Parameters<typeof requireAdminFor>[0]): string =>
  requireAdminFor(request, 'Only administrators can manage users.');

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

/** A page of accounts; `search` finds by exact email or by username prefix. */
export const listUsers = onCall({ region: REGION }, async (request) => {
  requireAdmin(request);
  const { search, pageToken, pageSize } = parse(listUsersRequestSchema, request.data);
  if (search) {
    if (search.includes('@')) {
      const user = await auth()
        .getUserByEmail(search.toLowerCase())
        .catch(() => undefined);
      return { users: user ? [await toRow(user)] : [], nextPageToken: null };
    }
    const prefix = search.toLowerCase();
    const matches = await db()
      .collection('users')
      .where('usernameLower', '>=', prefix)
      .where('usernameLower', '<', `${prefix}\uf8ff`)
      .limit(pageSize)
      .get();
    const users = await Promise.all(matches.docs.map((doc) => auth().getUser(doc.id)));
    return { users: await Promise.all(users.map(toRow)), nextPageToken: null };
  }
  const page = await auth().listUsers(pageSize, pageToken);
  return { users: await Promise.all(page.users.map(toRow)), nextPageToken: page.pageToken ?? null };
});

/** Gives an account a role: claims set, old tokens revoked, profile updated, audit record written. */
export const setUserRole = onCall({ region: REGION }, async (request) => {
  const actorUid = requireAdmin(request);
  const { uid, role } = parse(setUserRoleRequestSchema, request.data);
  if (uid === actorUid)
    throw new HttpsError('failed-precondition', 'You cannot change your own role.');
  const user = await auth()
    .getUser(uid)
    .catch(() => {
      throw new HttpsError('not-found', 'There is no account with that id.');
    });
  const previousRole = roleOf(user).role;
  await auth().setCustomUserClaims(uid, claimsForRole(role));
  // Tokens minted before now still carry the old role: revoke them so browsers fetch new ones.
  await auth().revokeRefreshTokens(uid);
  await db()
    .doc(`users/${uid}`)
    .set({ role, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  await db().collection('auditLog').add({
    action: 'setRole',
    actorUid,
    targetUid: uid,
    role,
    previousRole,
    at: FieldValue.serverTimestamp(),
  });
  return {
    success: true,
    message: `Role changed to ${role}.`,
    user: await toRow(await auth().getUser(uid)),
  };
});
