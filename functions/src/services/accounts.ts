import { FieldValue } from 'firebase-admin/firestore';
import type { RegisterRequest } from '../shared/auth';
import { claimsForRole } from '../shared/roles';
import { db } from '../lib/admin';
import { APP_NAME, publicUrl } from '../lib/config';
import { HttpError } from '../lib/errors';
import { isFreeMailAddress } from '../lib/free-mail';
import { queueMail } from './mail';
import { auth, profileRef, usernameRef } from './users';

export const BUSINESS_EMAIL_MESSAGE =
  'Business Associate accounts need a business email address. Free email providers such as Gmail or Outlook are not accepted.';
export const USERNAME_TAKEN_MESSAGE = 'That username is already taken. Please choose another.';
export const REGISTERED_MESSAGE =
  'Registration successful. Please check your email to verify your account.';

/** Our own page for an action link: the code from Firebase's link, on our domain. */
function actionLink(firebaseLink: string, page: '/verify-email' | '/reset-password'): string {
  const code = new URL(firebaseLink).searchParams.get('oobCode') ?? '';
  return `${publicUrl()}${page}?oobCode=${encodeURIComponent(code)}`;
}

export async function sendVerificationEmail(email: string): Promise<void> {
  const link = await auth().generateEmailVerificationLink(email);
  await queueMail({
    to: email,
    subject: `Verify your email for ${APP_NAME}`,
    paragraphs: [
      'Please confirm this is your email address to finish setting up your account.',
      'If you did not create an account, you can ignore this email.',
    ],
    action: { label: 'Verify email', url: actionLink(link, '/verify-email') },
  });
}

export async function sendPasswordResetEmail(email: string): Promise<void> {
  const link = await auth().generatePasswordResetLink(email);
  await queueMail({
    to: email,
    subject: `Reset your ${APP_NAME} password`,
    paragraphs: [
      'Someone asked to reset the password of your account. The link works once and expires in one hour.',
      'If it was not you, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: actionLink(link, '/reset-password') },
  });
}

/** Tells the owner of an address that someone tried to register it again (instead of telling the visitor). */
async function sendAlreadyRegisteredEmail(email: string): Promise<void> {
  await queueMail({
    to: email,
    subject: `You already have a ${APP_NAME} account`,
    paragraphs: [
      'Someone tried to create an account with this email address, which already has one.',
      'If it was you, sign in instead, or reset your password if you have forgotten it. Otherwise you can ignore this email.',
    ],
    action: { label: 'Reset your password', url: `${publicUrl()}/forgot-password` },
  });
}

/**
 * Registers an account. The answer is the same whether or not the email was already registered,
 * so registration cannot be used to find out who has an account; a taken username is said plainly.
 */
export async function register(input: RegisterRequest): Promise<void> {
  if (input.role === 'business_associate' && isFreeMailAddress(input.email)) {
    throw new HttpError(400, BUSINESS_EMAIL_MESSAGE, { email: [BUSINESS_EMAIL_MESSAGE] });
  }
  const usernameLower = input.username.toLowerCase();
  const uid = db().collection('users').doc().id;
  const claim = usernameRef(usernameLower);
  try {
    await claim.create({ uid, createdAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if ((error as { code?: number }).code === 6) {
      throw new HttpError(409, USERNAME_TAKEN_MESSAGE, { username: [USERNAME_TAKEN_MESSAGE] });
    }
    throw error;
  }
  const displayName = input.displayName ?? input.username;
  try {
    await auth().createUser({
      uid,
      email: input.email,
      password: input.password,
      displayName,
      emailVerified: false,
    });
  } catch (error) {
    await claim.delete();
    if ((error as { code?: string }).code === 'auth/email-already-exists') {
      await sendAlreadyRegisteredEmail(input.email);
      return;
    }
    throw error;
  }
  await auth().setCustomUserClaims(uid, claimsForRole(input.role));
  await profileRef(uid).set({
    username: input.username,
    usernameLower,
    email: input.email,
    displayName,
    role: input.role,
    twoFactorEnabled: false,
    createdAt: FieldValue.serverTimestamp(),
  });
  await sendVerificationEmail(input.email);
}
