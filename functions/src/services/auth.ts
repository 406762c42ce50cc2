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
import { clear, countUse, reserve, type CountedUse, type Reservation } from '../lib/rate-limiter';
import {
  limitAccountMail,
  limitRegistration,
  signInAccountLimit,
  signInIpLimit,
  signInPairLimit,
} from '../policies/rate-limits';
import {
  sendAlreadyRegisteredEmail,
  sendPasswordResetEmail,
  sendVerificationEmail,
} from './account-mail';
import { endAllSessions, mintSession, type MintedSession } from './sessions';
import { mailSignInLink, redeemSignInLink } from './sign-in-links';
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

const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password.';
const UNVERIFIED_MESSAGE = 'Please verify your email before logging in';
export const RESEND_MESSAGE =
  'If that address belongs to an account that still needs verifying, we have sent a new verification email.';
export const FORGOT_MESSAGE =
  'If an account uses that email address, we have sent it a link to reset the password.';
export const BUSINESS_EMAIL_MESSAGE =
  'Business Associate accounts need a business email address. Free email providers such as Gmail or Outlook are not accepted.';
export const REGISTERED_MESSAGE =
  'Registration successful. Please check your email to verify your account.';
export const SIGN_IN_LINK_SENT_MESSAGE =
  "For your security, we've emailed you a link to finish signing in. It works once, within 15 minutes.";
const DISABLED_MESSAGE =
  'This account has been disabled. Contact the site owner if you think this is a mistake.';

/** A finished sign-in: the session for the cookie and the user it belongs to. */
export interface SignedIn {
  session: MintedSession;
  user: SessionUser;
}

/** What a right password (or a sign-in link) leads to. */
export type LoginOutcome =
  | ({ kind: 'signed-in' } & SignedIn)
  | { kind: 'two-factor'; username: string; challenge: string }
  | { kind: 'email-link' };

const SIGN_IN_REFUSAL = { reason: 'Too many sign-in attempts.' };

async function signedIn(uid: string): Promise<SignedIn> {
  return { session: await mintSession(uid), user: await sessionUserOf(uid) };
}

/** Gives back every use taken, when the attempt must not count after all. */
async function releaseAll(uses: Reservation[]): Promise<void> {
  await Promise.all(uses.map((use) => use.release()));
}

/**
 * Checks a password (username in any case, or email). Wrong password and unknown account get the
 * same answer, after the same work, and count against the limits (policies/rate-limits.ts). Each
 * attempt is counted before the password is checked, so parallel guesses cannot get past a limit;
 * a right one gives its counts back. Past the address's limits that address is refused; past the
 * account's, nobody is, but a right password asks for a step-up instead of signing in.
 */
export async function logIn(
  { username, password }: LoginRequest,
  ip: string,
): Promise<LoginOutcome> {
  const ipUse = await reserve(signInIpLimit(ip), SIGN_IN_REFUSAL);
  const target = await signInTarget(username);
  const pairLimit = signInPairLimit(target.bucket, ip);
  const accountLimit = signInAccountLimit(target.bucket);
  const taken: Reservation[] = [ipUse];
  let account: CountedUse;
  try {
    taken.push(await reserve(pairLimit, SIGN_IN_REFUSAL));
    account = await countUse(accountLimit);
  } catch (error) {
    await releaseAll(taken);
    throw error;
  }

  let uid: string;
  try {
    ({ uid } = await verifyPassword(target.email, password));
    if (uid !== target.uid) throw new IdentityToolkitError('INVALID_LOGIN_CREDENTIALS');
  } catch (error) {
    if (error instanceof IdentityToolkitError && BAD_CREDENTIALS.has(error.code)) {
      throw new DomainError('unauthenticated', INVALID_CREDENTIALS_MESSAGE);
    }
    if (error instanceof IdentityToolkitError && error.code === 'USER_DISABLED') {
      throw new DomainError('forbidden', DISABLED_MESSAGE);
    }
    if (error instanceof IdentityToolkitError && error.code === 'TOO_MANY_ATTEMPTS_TRY_LATER') {
      // Auth's own brute-force guard refused the check: say so as ours would.
      throw rateLimited(pairLimit.windowMs / 1000, SIGN_IN_REFUSAL.reason);
    }
    // No password was checked: the attempt does not count.
    await releaseAll([...taken, account.use]);
    throw error;
  }
  // A right password forgives this address's failures on the account; the account's own failures
  // too, unless they put it into step-up, which only time ends.
  await Promise.all([
    ipUse.release(),
    clear(pairLimit),
    account.full ? account.use.release() : clear(accountLimit),
  ]);
  const next = await secondStep(uid, username);
  if (next.kind === 'two-factor') return next;
  if (account.full) {
    if (next.email) await mailSignInLink(uid, next.email);
    return { kind: 'email-link' };
  }
  return { kind: 'signed-in', ...(await signedIn(uid)) };
}

type TwoFactorStep = Extract<LoginOutcome, { kind: 'two-factor' }>;

/**
 * What follows proof of the account (a right password, or a sign-in link): a disabled or
 * unverified account is refused, one with two-factor on gets its challenge.
 */
async function secondStep(
  uid: string,
  /** As the person named the account; a link's sign-in names it by its username. */
  username?: string,
): Promise<TwoFactorStep | { kind: 'none'; email: string | undefined }> {
  const user = await auth().getUser(uid);
  if (user.disabled) throw new DomainError('forbidden', DISABLED_MESSAGE);
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
    return {
      kind: 'two-factor',
      username: username ?? profile.username,
      challenge: await createLoginChallenge(uid),
    };
  }
  return { kind: 'none', email: user.email };
}

/**
 * Finishes a sign-in with a mailed link (the step-up of an account under attack) as a right
 * password would: the second factor still applies if it was turned on since the link was mailed.
 */
export async function logInWithLink(
  code: string,
  ip: string,
): Promise<Exclude<LoginOutcome, { kind: 'email-link' }>> {
  const uid = await redeemSignInLink(code, ip);
  const next = await secondStep(uid);
  if (next.kind === 'two-factor') return next;
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
