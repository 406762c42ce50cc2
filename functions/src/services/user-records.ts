import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import type { Role } from '../shared/roles';
import {
  userProfileSchema,
  usernameClaimDocumentSchema,
  type UserProfile,
} from '../shared/user-profile';
import { USERNAME_PATTERN, roleClaimsSchema, type SessionUser } from '../shared/auth';
import { adminApp } from '../lib/admin';
import { MalformedDocumentError, collectionOf } from '../lib/converters';
import { errorCode } from '../lib/errors';
import { malformedDocument } from '../lib/logs';

/** Accounts as the other services use them: Auth records, `users/{uid}` profiles, username claims. */

export const USERNAME_TAKEN_MESSAGE = 'That username is already taken. Please choose another.';

export const auth = () => getAuth(adminApp());

const profiles = () => collectionOf('users', userProfileSchema);

export const profileRef = (uid: string) => profiles().doc(uid);
export const usernameRef = (usernameLower: string) =>
  collectionOf('usernames', usernameClaimDocumentSchema).doc(usernameLower);
export const usersByUsernamePrefix = (prefix: string, limit: number) =>
  profiles()
    .where('usernameLower', '>=', prefix)
    .where('usernameLower', '<', `${prefix}\uf8ff`)
    .limit(limit);

/**
 * The account's profile; undefined when there is none. A malformed one is logged and read as
 * none, so the account still works from what Auth knows (as an account without a profile does).
 */
export async function readProfile(uid: string): Promise<UserProfile | undefined> {
  try {
    return (await profileRef(uid).get()).data();
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    malformedDocument(error.path, error.problems);
    return undefined;
  }
}

/** The role from the account's custom claims; an account without valid claims is a general user. */
export function roleOf(user: UserRecord): { role: Role; isAdmin: boolean } {
  const claims = roleClaimsSchema.safeParse(user.customClaims ?? {});
  if (!claims.success) return { role: 'general_user', isAdmin: false };
  return {
    role: claims.data.role,
    isAdmin: claims.data.admin === true || claims.data.role === 'admin',
  };
}

/**
 * When the account was made: its profile's `createdAt`, else Auth's record of its creation
 * (accounts made before profiles kept it); undefined when neither says.
 */
function memberSince(user: UserRecord, profile: UserProfile | undefined): string | undefined {
  if (profile?.createdAt) return profile.createdAt.toDate().toISOString();
  const created = Date.parse(user.metadata.creationTime);
  return Number.isNaN(created) ? undefined : new Date(created).toISOString();
}

/** The session's user from what the caller already read: no read of its own. */
export function toSessionUser(user: UserRecord, profile: UserProfile | undefined): SessionUser {
  const { role, isAdmin } = roleOf(user);
  const email = user.email ?? profile?.email ?? '';
  const since = memberSince(user, profile);
  return {
    uid: user.uid,
    username: profile?.username ?? email,
    email,
    displayName: profile?.displayName ?? user.displayName ?? '',
    role,
    isAdmin,
    emailVerified: user.emailVerified,
    twoFactorEnabled: profile?.twoFactorEnabled ?? false,
    ...(since ? { memberSince: since } : {}),
  };
}

/** The account as its own session shows it, read fresh from Auth and the profile. */
export async function sessionUserOf(uid: string): Promise<SessionUser> {
  const [user, profile] = await Promise.all([auth().getUser(uid), readProfile(uid)]);
  return toSessionUser(user, profile);
}

/** Auth's answers that mean "no account by that address": none has it, or it is no address. */
const NO_SUCH_ACCOUNT = new Set(['auth/user-not-found', 'auth/invalid-email']);

/**
 * Finds an account by username (case-insensitive) or email; undefined when there is none. A
 * string that cannot be a username names no account and is never used as a document id.
 */
export async function findAccount(identifier: string): Promise<UserRecord | undefined> {
  const value = identifier.trim().toLowerCase();
  try {
    if (value.includes('@')) return await auth().getUserByEmail(value);
    if (!USERNAME_PATTERN.test(value)) return undefined;
    const claim = (await usernameRef(value).get()).data();
    return claim ? await auth().getUser(claim.uid) : undefined;
  } catch (error) {
    if (NO_SUCH_ACCOUNT.has(String(errorCode(error)))) return undefined;
    throw error;
  }
}

export async function updateProfile(uid: string, fields: Partial<UserProfile>): Promise<void> {
  await profileRef(uid).set(
    { ...fields, updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}
