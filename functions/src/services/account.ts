import { FieldValue } from 'firebase-admin/firestore';
import type { SessionUser } from '../shared/auth';
import { db } from '../lib/admin';
import { conflictingField, invalidField } from '../lib/errors';
import { BAD_CREDENTIALS, IdentityToolkitError, verifyPassword } from '../lib/identity-toolkit';
import { limitPasswordConfirmation } from '../policies/rate-limits';
import { sendEmailChangedEmail, sendVerificationEmail } from './account-mail';
import { endAllSessions, mintSession, type MintedSession } from './sessions';
import {
  USERNAME_TAKEN_MESSAGE,
  auth,
  profileRef,
  readProfile,
  sessionUserOf,
  updateProfile,
  usernameRef,
} from './user-records';

/** What a signed-in user changes about their own account (the settings pages). */

export const EMAIL_IN_USE_MESSAGE = 'That email address is already used by another account.';
const WRONG_PASSWORD_MESSAGE = 'Your current password is not right.';
const SAME_EMAIL_MESSAGE = 'That is already your email address.';

/** Re-checks the password of the signed-in user before a sensitive change. */
async function confirmPassword(email: string, password: string): Promise<void> {
  await limitPasswordConfirmation(email);
  try {
    await verifyPassword(email, password);
  } catch (error) {
    if (error instanceof IdentityToolkitError && BAD_CREDENTIALS.has(error.code)) {
      throw invalidField('currentPassword', WRONG_PASSWORD_MESSAGE);
    }
    throw error;
  }
}

/** Moves the account's unique username claim to a new name, atomically. */
async function changeUsername(uid: string, username: string): Promise<void> {
  const lower = username.toLowerCase();
  await db().runTransaction(async (tx) => {
    const profile = (await tx.get(profileRef(uid))).data();
    const claim = (await tx.get(usernameRef(lower))).data();
    if (claim && claim.uid !== uid) throw conflictingField('username', USERNAME_TAKEN_MESSAGE);
    tx.set(usernameRef(lower), { uid, createdAt: FieldValue.serverTimestamp() });
    if (profile?.usernameLower && profile.usernameLower !== lower)
      tx.delete(usernameRef(profile.usernameLower));
    tx.set(
      profileRef(uid),
      { username, usernameLower: lower, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  });
}

/**
 * Changes the username (a new name moves the unique claim; a change of letter case only renames)
 * and the display name; answers the user as they are now.
 */
export async function updateOwnProfile(
  user: SessionUser,
  input: { username?: string | undefined; displayName?: string | undefined },
): Promise<SessionUser> {
  if (input.username && input.username.toLowerCase() !== user.username.toLowerCase()) {
    await changeUsername(user.uid, input.username);
  } else if (input.username && input.username !== user.username) {
    await updateProfile(user.uid, { username: input.username });
  }
  if (input.displayName) {
    await auth().updateUser(user.uid, { displayName: input.displayName });
    await updateProfile(user.uid, { displayName: input.displayName });
  }
  return sessionUserOf(user.uid);
}

/** Changes the sign-in email; the new address must be verified again, and the old one is told. */
export async function changeEmail(
  user: SessionUser,
  input: { newEmail: string; password: string },
): Promise<void> {
  await confirmPassword(user.email, input.password);
  const { newEmail } = input;
  if (newEmail === user.email.toLowerCase()) throw invalidField('newEmail', SAME_EMAIL_MESSAGE);
  const taken = await auth()
    .getUserByEmail(newEmail)
    .then(() => true)
    .catch(() => false);
  if (taken) throw conflictingField('newEmail', EMAIL_IN_USE_MESSAGE);
  await auth().updateUser(user.uid, { email: newEmail, emailVerified: false });
  await updateProfile(user.uid, { email: newEmail });
  await sendVerificationEmail(newEmail);
  const profile = await readProfile(user.uid);
  await sendEmailChangedEmail(user.email, profile?.username ?? '', newEmail);
}

/** Sets a new password; other devices are signed out and this browser gets a fresh session. */
export async function changePassword(
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<MintedSession> {
  await confirmPassword(user.email, input.currentPassword);
  await auth().updateUser(user.uid, { password: input.newPassword });
  await endAllSessions(user.uid);
  return mintSession(user.uid);
}
