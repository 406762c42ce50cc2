import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import type { Role } from '../shared/roles';
import { userProfileSchema, type UserProfile } from '../shared/user-profile';
import { roleClaimsSchema, type SessionUser } from '../shared/auth';
import { adminApp, db } from '../lib/admin';

export const auth = () => getAuth(adminApp());
export const profileRef = (uid: string) => db().collection('users').doc(uid);
export const usernameRef = (usernameLower: string) =>
  db().collection('usernames').doc(usernameLower);

export async function readProfile(uid: string): Promise<UserProfile | undefined> {
  const snapshot = await profileRef(uid).get();
  const parsed = userProfileSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data : undefined;
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

export function toSessionUser(user: UserRecord, profile: UserProfile | undefined): SessionUser {
  const { role, isAdmin } = roleOf(user);
  const email = user.email ?? profile?.email ?? '';
  return {
    uid: user.uid,
    username: profile?.username ?? email,
    email,
    displayName: profile?.displayName ?? user.displayName ?? '',
    role,
    isAdmin,
    emailVerified: user.emailVerified,
    twoFactorEnabled: profile?.twoFactorEnabled ?? false,
  };
}

/** Finds an account by username (case-insensitive) or email; undefined when there is none. */
export async function findAccount(identifier: string): Promise<UserRecord | undefined> {
  const value = identifier.trim().toLowerCase();
  try {
    if (value.includes('@')) return await auth().getUserByEmail(value);
    const claim = await usernameRef(value).get();
    const uid = claim.get('uid') as unknown;
    return typeof uid === 'string' ? await auth().getUser(uid) : undefined;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

export async function updateProfile(uid: string, fields: Partial<UserProfile>): Promise<void> {
  await profileRef(uid).set(
    { ...fields, updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}
