import { APP_NAME, publicUrl } from '../lib/config';
import { hashedId } from '../lib/hashing';
import { queueMail, queueMailOnce, type MailMessage } from './mail';
import { auth } from './user-records';

/** The mails about an account itself: verification, password reset, and the warnings. */

/** A mail whose button opens our own page for one of Auth's action links. */
interface ActionLinkMail {
  subject: string;
  paragraphs: readonly string[];
  label: string;
  /** Our page for the action: it takes the code from Firebase's link, on our domain. */
  page: '/verify-email' | '/reset-password';
}

/** The mail to an address for `firebaseLink`, the action link Auth made for it. */
const actionLinkMail =
  ({ subject, paragraphs, label, page }: ActionLinkMail) =>
  (email: string, firebaseLink: string): MailMessage => {
    const code = new URL(firebaseLink).searchParams.get('oobCode') ?? '';
    return {
      to: email,
      subject,
      paragraphs: [...paragraphs],
      action: { label, url: `${publicUrl()}${page}?oobCode=${encodeURIComponent(code)}` },
    };
  };

/** The address check a new account is sent. */
export const verificationMail = actionLinkMail({
  subject: `Verify your email for ${APP_NAME}`,
  paragraphs: [
    'Please confirm this is your email address to finish setting up your account.',
    'If you did not create an account, you can ignore this email.',
  ],
  label: 'Verify email',
  page: '/verify-email',
});

export const passwordResetMail = actionLinkMail({
  subject: `Reset your ${APP_NAME} password`,
  paragraphs: [
    'Someone asked to reset the password of your account. The link works once and expires in one hour.',
    'If it was not you, ignore this email: your password stays as it is.',
  ],
  label: 'Choose a new password',
  page: '/reset-password',
});

export const alreadyRegisteredMail = (email: string): MailMessage => ({
  to: email,
  subject: `You already have a ${APP_NAME} account`,
  paragraphs: [
    'Someone tried to create an account with this email address, which already has one.',
    'If it was you, sign in instead, or reset your password if you have forgotten it. Otherwise you can ignore this email.',
  ],
  action: { label: 'Reset your password', url: `${publicUrl()}/forgot-password` },
});

export const emailChangedMail = (
  oldEmail: string,
  username: string,
  newEmail: string,
): MailMessage => ({
  to: oldEmail,
  subject: `Your ${APP_NAME} email address was changed`,
  paragraphs: [
    `The account ${username} now signs in with ${newEmail}.`,
    'If you did not make this change, reset your password straight away and contact the site owner.',
  ],
});

export const twoFactorLockedMail = (email: string): MailMessage => ({
  to: email,
  subject: `Wrong two-factor codes on your ${APP_NAME} account`,
  paragraphs: [
    'Someone signed in to your account with your password and then entered too many wrong two-factor codes. Two-factor sign-in is paused for up to an hour; your account is safe while they do not have your codes.',
    'If it was not you, your password is known to someone else: choose a new one now.',
  ],
  action: { label: 'Choose a new password', url: `${publicUrl()}/forgot-password` },
});

export async function sendVerificationEmail(email: string): Promise<void> {
  await queueMail(verificationMail(email, await auth().generateEmailVerificationLink(email)));
}

export async function sendPasswordResetEmail(email: string): Promise<void> {
  await queueMail(passwordResetMail(email, await auth().generatePasswordResetLink(email)));
}

/** Tells the owner of an address that someone tried to register it again (instead of telling the visitor). */
export async function sendAlreadyRegisteredEmail(email: string): Promise<void> {
  await queueMail(alreadyRegisteredMail(email));
}

/** Tells the old address that the account now signs in with another one. */
export async function sendEmailChangedEmail(
  oldEmail: string,
  username: string,
  newEmail: string,
): Promise<void> {
  await queueMail(emailChangedMail(oldEmail, username, newEmail));
}

const HOUR = 60 * 60 * 1000;

/**
 * Tells the owner that someone who knows their password used up the account's wrong two-factor
 * codes. At most one mail per account per clock hour, however many requests see the lock.
 */
export async function sendTwoFactorLockedEmail(uid: string, now = Date.now()): Promise<void> {
  const { email } = await auth().getUser(uid);
  if (!email) return;
  await queueMailOnce(
    hashedId(`two-factor-locked:${uid}:${Math.floor(now / HOUR)}`),
    twoFactorLockedMail(email),
  );
}
