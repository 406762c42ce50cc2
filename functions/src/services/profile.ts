import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { APP_NAME } from '../lib/config';
import { HttpError } from '../lib/errors';
import { USERNAME_TAKEN_MESSAGE, sendVerificationEmail } from './accounts';
import { queueMail } from './mail';
import { auth, profileRef, readProfile, updateProfile, usernameRef } from './users';

export const EMAIL_IN_USE_MESSAGE = 'That email address is already used by another account.';

/** Moves the account's unique username claim to a new name, atomically. */
export async function changeUsername(uid: string, username: string): Promise<void> {
  const lower = username.toLowerCase();
  await db().runTransaction(async (tx) => {
    const profile = (await tx.get(profileRef(uid))).data() as
      { usernameLower?: string } | undefined;
    const claim = await tx.get(usernameRef(lower));
    if (claim.exists && claim.get('uid') !== uid) {
      throw new HttpError(409, USERNAME_TAKEN_MESSAGE, { username: [USERNAME_TAKEN_MESSAGE] });
    }
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

/** Changes the sign-in email; the new address must be verified again, and the old one is told. */
export async function changeEmail(uid: string, oldEmail: string, newEmail: string): Promise<void> {
  if (newEmail === oldEmail.toLowerCase()) {
    throw new HttpError(400, 'That is already your email address.', {
      newEmail: ['That is already your email address.'],
    });
  }
  const taken = await auth()
    .getUserByEmail(newEmail)
    .then(() => true)
    .catch(() => false);
  if (taken) throw new HttpError(409, EMAIL_IN_USE_MESSAGE, { newEmail: [EMAIL_IN_USE_MESSAGE] });
  await auth().updateUser(uid, { email: newEmail, emailVerified: false });
  await updateProfile(uid, { email: newEmail });
  await sendVerificationEmail(newEmail);
  const profile = await readProfile(uid);
  await queueMail({
    to: oldEmail,
    subject: `Your ${APP_NAME} email address was changed`,
    paragraphs: [
      `The account ${profile?.username ?? ''} now signs in with ${newEmail}.`,
      'If you did not make this change, reset your password straight away and contact the site owner.',
    ],
  });
}
