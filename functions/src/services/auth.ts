import { FieldValue } from 'firebase-admin/firestore';
import type { LoginRequest, RegisterRequest, SessionUser } from '../shared/auth';
import { claimsForRole } from '../shared/roles';
import { db } from '../lib/admin';
import {
  ALREADY_EXISTS,
  DomainError,
  conflictingField,
  errorCode,
  invalidField,
  rateLimited,
} from '../lib/errors';
import { isFreeMailAddress } from '../lib/free-mail';
import {
  BAD_CREDENTIALS,
  IdentityToolkitError,
  applyEmailVerificationCode,
  resetPasswordWithCode,
  verifyPassword,
} from '../lib/identity-toolkit';
import { clear, reserve } from '../lib/rate-limiter';
import {
  limitAccountMail,
  limitRegistration,
  signInAccountLimit,
  signInIpLimit,
} from '../policies/rate-limits';
import {
  sendAlreadyRegisteredEmail,
  sendPasswordResetEmail,
  sendVerificationEmail,
} from './account-mail';
import { endAllSessions, mintSession, type MintedSession } from './sessions';
import { signInTarget } from './sign-in-target';
import { completeLoginChallenge, createLoginChallenge } from './two-factor';
import {
  USERNAME_TAKEN_MESSAGE,
  auth,
  findAccount,
  profileRef,
  readProfile,
  roleOf,
  sessionUserOf,
  usernameRef,
} from './user-records';

/** Signing in, registering, and the emailed links that verify an address or reset a password. */

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password.';
export const UNVERIFIED_MESSAGE = 'Please verify your email before logging in';
export const RESEND_MESSAGE =
  'If that address belongs to an account that still needs verifying, we have sent a new verification email.';
export const FORGOT_MESSAGE =
  'If an account uses that email address, we have sent it a link to reset the password.';
export const BUSINESS_EMAIL_MESSAGE =
  'Business Associate accounts need a business email address. Free email providers such as Gmail or Outlook are not accepted.';
export const REGISTERED_MESSAGE =
  'Registration successful. Please check your email to verify your account.';

/** A finished sign-in: the session for the cookie and the user it belongs to. */
export interface SignedIn {
  session: MintedSession;
  user: SessionUser;
}

export type LoginOutcome =
  ({ kind: 'signed-in' } & SignedIn) | { kind: 'two-factor'; username: string; challenge: string };

const SIGN_IN_REFUSAL = { reason: 'Too many sign-in attempts.' };

async function signedIn(uid: string): Promise<SignedIn> {
  return { session: await mintSession(uid), user: await sessionUserOf(uid) };
}

/**
 * Checks a password (username in any case, or email). Wrong password and unknown account get the
 * same answer, after the same work, and count against the limits; a right one asks for the
 * second factor when it is on. An attempt is counted before the password is checked, so
 * parallel guesses cannot get past the limit; a right password gives its count back.
 */
export async function logIn(
  { username, password }: LoginRequest,
  ip: string,
): Promise<LoginOutcome> {
  const ipUse = await reserve(signInIpLimit(ip), SIGN_IN_REFUSAL);
  const target = await signInTarget(username);
  const accountLimit = signInAccountLimit(target.bucket);
  const accountUse = await reserve(accountLimit, SIGN_IN_REFUSAL).catch(async (error: unknown) => {
    await ipUse.release();
    throw error;
  });

  let uid: string;
  try {
    ({ uid } = await verifyPassword(target.email, password));
    if (uid !== target.uid) throw new IdentityToolkitError('INVALID_LOGIN_CREDENTIALS');
  } catch (error) {
    if (error instanceof IdentityToolkitError && BAD_CREDENTIALS.has(error.code)) {
      throw new DomainError('unauthenticated', INVALID_CREDENTIALS_MESSAGE);
    }
    if (error instanceof IdentityToolkitError && error.code === 'USER_DISABLED') {
      throw new DomainError(
        'forbidden',
        'This account has been disabled. Contact the site owner if you think this is a mistake.',
      );
    }
    if (error instanceof IdentityToolkitError && error.code === 'TOO_MANY_ATTEMPTS_TRY_LATER') {
      // Auth's own brute-force guard refused the check: say so as ours would.
      throw rateLimited(accountLimit.windowMs / 1000, SIGN_IN_REFUSAL.reason);
    }
    // No password was checked: the attempt does not count.
    await Promise.all([ipUse.release(), accountUse.release()]);
    throw error;
  }
  await Promise.all([ipUse.release(), clear(accountLimit)]);

  const user = await auth().getUser(uid);
  if (!user.emailVerified && !roleOf(user).isAdmin) {
    throw new DomainError('forbidden', UNVERIFIED_MESSAGE, {
      details: {
        requiresEmailVerification: true,
        ...(user.email ? { email: user.email } : {}),
      },
    });
  }
  const profile = await readProfile(uid);
  if (profile?.twoFactorEnabled) {
    return { kind: 'two-factor', username, challenge: await createLoginChallenge(uid) };
  }
  return { kind: 'signed-in', ...(await signedIn(uid)) };
}

/** The second step of a two-factor sign-in: the challenge from `logIn` and a code. */
export async function completeTwoFactorLogIn(input: {
  username: string;
  code: string;
  challenge: string;
}): Promise<SignedIn> {
  const account = await findAccount(input.username);
  const uid = await completeLoginChallenge(input.challenge, account?.uid, input.code);
  return signedIn(uid);
}

/**
 * Registers an account. The answer is the same whether or not the email was already registered,
 * so registration cannot be used to find out who has an account; a taken username is said plainly.
 */
export async function register(input: RegisterRequest, ip: string): Promise<void> {
  await limitRegistration(ip);
  if (input.role === 'business_associate' && isFreeMailAddress(input.email)) {
    throw invalidField('email', BUSINESS_EMAIL_MESSAGE);
  }
  const usernameLower = input.username.toLowerCase();
  const uid = db().collection('users').doc().id;
  const claim = usernameRef(usernameLower);
  try {
    await claim.create({ uid, createdAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if (errorCode(error) === ALREADY_EXISTS) {
      throw conflictingField('username', USERNAME_TAKEN_MESSAGE);
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
    if (errorCode(error) === 'auth/email-already-exists') {
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

/** Mails a new verification link if the account exists and still needs it; says the same either way. */
export async function resendVerification(email: string, ip: string): Promise<void> {
  await limitAccountMail('verify-mail', ip, email);
  const account = await findAccount(email);
  if (account && !account.emailVerified) await sendVerificationEmail(email);
}

/** Mails a reset link if the account exists; says the same either way. */
export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  await limitAccountMail('reset-mail', ip, email);
  if (await findAccount(email)) await sendPasswordResetEmail(email);
}

/** What a link from our mail does; Auth refusing its code means the link is used up or wrong. */
async function followLink<T>(action: Promise<T>, refusal: string): Promise<T> {
  try {
    return await action;
  } catch (error) {
    if (error instanceof IdentityToolkitError) throw new DomainError('invalid', refusal);
    throw error;
  }
}

/** Sets a new password from a reset link; whoever knew the old one is signed out everywhere. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const { email } = await followLink(
    resetPasswordWithCode(token, newPassword),
    'This reset link is invalid or has expired. Please request a new one.',
  );
  const account = await findAccount(email);
  if (account) await endAllSessions(account.uid);
}

/** Applies the code from a verification link. */
export async function verifyEmail(code: string): Promise<void> {
  await followLink(
    applyEmailVerificationCode(code),
    'This verification link is invalid or has expired. Sign in to request a new one.',
  );
}
