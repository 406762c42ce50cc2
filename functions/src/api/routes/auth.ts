import type { Request, Response } from 'express';
import {
  emailRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  verifyLoginRequestSchema,
} from '../../shared/auth';
import { HttpError, tooManyRequests } from '../../lib/errors';
import {
  BAD_CREDENTIALS,
  IdentityToolkitError,
  applyEmailVerificationCode,
  resetPasswordWithCode,
  verifyPassword,
} from '../../lib/identity-toolkit';
import { parseBody } from '../../lib/validation';
import {
  REGISTERED_MESSAGE,
  register,
  sendPasswordResetEmail,
  sendVerificationEmail,
} from '../../services/accounts';
import { consume, consumeAll, exhausted, reset, type Limit } from '../../services/rate-limits';
import { endAllSessions, mintSession, readSession } from '../../services/sessions';
import { completeLoginChallenge, createLoginChallenge } from '../../services/two-factor';
import { auth, findAccount, readProfile, roleOf } from '../../services/users';
import { clientIp } from '../client-ip';
import type { Route } from '../route-table';
import {
  NOT_SIGNED_IN_MESSAGE,
  clearSessionCookie,
  currentUser,
  requireSession,
  sessionCookieOf,
  setSessionCookie,
} from '../middleware/session';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password.';
export const UNVERIFIED_MESSAGE = 'Please verify your email before logging in';
export const RESEND_MESSAGE =
  'If that address belongs to an account that still needs verifying, we have sent a new verification email.';
export const FORGOT_MESSAGE =
  'If an account uses that email address, we have sent it a link to reset the password.';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Failed sign-ins allowed per account and per IP within 15 minutes. */
const loginLimits = (identifier: string, ip: string): [Limit, Limit] => [
  { key: `login-account:${identifier.trim().toLowerCase()}`, max: 5, windowMs: FIFTEEN_MINUTES },
  { key: `login-ip:${ip}`, max: 20, windowMs: FIFTEEN_MINUTES },
];

/** Refuses with 429 when any limit is already used up. */
async function refuseIfExhausted(limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const state = await exhausted(limit);
    if (!state.allowed) {
      throw tooManyRequests(
        state.retryAfterSeconds,
        `Too many sign-in attempts. Please try again in ${Math.ceil(state.retryAfterSeconds / 60)} minutes.`,
      );
    }
  }
}

async function signIn(req: Request, res: Response, uid: string): Promise<void> {
  const session = await mintSession(uid);
  setSessionCookie(req, res, session);
  const user = await readSession(session.cookie);
  res.json({ success: true, message: 'Login successful', user, customToken: session.customToken });
}

async function login(req: Request, res: Response): Promise<void> {
  const { username, password } = parseBody(loginRequestSchema, req.body);
  const limits = loginLimits(username, clientIp(req));
  await refuseIfExhausted(limits);

  const account = await findAccount(username);
  let uid: string;
  try {
    if (!account?.email) throw new IdentityToolkitError('EMAIL_NOT_FOUND');
    ({ uid } = await verifyPassword(account.email, password));
  } catch (error) {
    if (error instanceof IdentityToolkitError && BAD_CREDENTIALS.has(error.code)) {
      await Promise.all(limits.map((limit) => consume(limit)));
      throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
    }
    if (error instanceof IdentityToolkitError && error.code === 'USER_DISABLED') {
      throw new HttpError(
        403,
        'This account has been disabled. Contact the site owner if you think this is a mistake.',
      );
    }
    throw error;
  }
  await reset(limits[0].key);

  const user = await auth().getUser(uid);
  const { isAdmin } = roleOf(user);
  if (!user.emailVerified && !isAdmin) {
    throw new HttpError(403, UNVERIFIED_MESSAGE, undefined, undefined, {
      requiresEmailVerification: true,
      email: user.email,
    });
  }
  const profile = await readProfile(uid);
  if (profile?.twoFactorEnabled) {
    res.json({
      success: true,
      requires2FA: true,
      message: '2FA_REQUIRED',
      username,
      challenge: await createLoginChallenge(uid),
    });
    return;
  }
  await signIn(req, res, uid);
}

async function verifyLogin(req: Request, res: Response): Promise<void> {
  const { username, code, challenge } = parseBody(verifyLoginRequestSchema, req.body);
  const account = await findAccount(username);
  const uid = await completeLoginChallenge(challenge, account?.uid, code);
  await signIn(req, res, uid);
}

export const authRoutes: Route[] = [
  {
    path: '/api/user',
    methods: {
      GET: async (req, res) => {
        const user = await readSession(sessionCookieOf(req));
        if (!user) {
          if (sessionCookieOf(req)) clearSessionCookie(req, res);
          throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
        }
        res.json({ success: true, user });
      },
    },
  },
  { path: '/api/login', methods: { POST: login } },
  { path: '/api/2fa/verify-login', methods: { POST: verifyLogin } },
  {
    path: '/api/logout',
    methods: {
      POST: (req, res) => {
        clearSessionCookie(req, res);
        res.json({ success: true, message: 'Logged out' });
      },
    },
  },
  {
    path: '/api/register',
    methods: {
      POST: async (req, res) => {
        const input = parseBody(registerRequestSchema, req.body);
        await consumeAll([{ key: `register-ip:${clientIp(req)}`, max: 10, windowMs: HOUR }]);
        await register(input);
        res
          .status(201)
          .json({ success: true, message: REGISTERED_MESSAGE, requiresEmailVerification: true });
      },
    },
  },
  {
    path: '/api/resend-verification',
    methods: {
      POST: async (req, res) => {
        const { email } = parseBody(emailRequestSchema, req.body);
        await consumeAll([
          { key: `mail-ip:${clientIp(req)}`, max: 10, windowMs: HOUR },
          { key: `verify-mail:${email}`, max: 3, windowMs: HOUR },
        ]);
        const account = await findAccount(email);
        if (account && !account.emailVerified) await sendVerificationEmail(email);
        res.json({ success: true, message: RESEND_MESSAGE });
      },
    },
  },
  {
    path: '/api/forgot-password',
    methods: {
      POST: async (req, res) => {
        const { email } = parseBody(emailRequestSchema, req.body);
        await consumeAll([
          { key: `mail-ip:${clientIp(req)}`, max: 10, windowMs: HOUR },
          { key: `reset-mail:${email}`, max: 3, windowMs: HOUR },
        ]);
        if (await findAccount(email)) await sendPasswordResetEmail(email);
        res.json({ success: true, message: FORGOT_MESSAGE });
      },
    },
  },
  {
    path: '/api/reset-password',
    methods: {
      POST: async (req, res) => {
        const { token, newPassword } = parseBody(resetPasswordRequestSchema, req.body);
        let email: string;
        try {
          ({ email } = await resetPasswordWithCode(token, newPassword));
        } catch (error) {
          if (error instanceof IdentityToolkitError) {
            throw new HttpError(
              400,
              'This reset link is invalid or has expired. Please request a new one.',
            );
          }
          throw error;
        }
        // Whoever knew the old password is signed out everywhere.
        const account = await findAccount(email);
        if (account) await endAllSessions(account.uid);
        res.json({ success: true, message: 'Password reset successful' });
      },
    },
  },
  {
    path: '/api/verify-email',
    methods: {
      POST: async (req, res) => {
        const { code } = parseBody(verifyEmailRequestSchema, req.body);
        try {
          await applyEmailVerificationCode(code);
        } catch (error) {
          if (error instanceof IdentityToolkitError) {
            throw new HttpError(
              400,
              'This verification link is invalid or has expired. Sign in to request a new one.',
            );
          }
          throw error;
        }
        res.json({ success: true, message: 'Your email is verified. You can sign in now.' });
      },
    },
  },
  {
    // The browser's Firebase SDK session (for Firestore rules) is re-created from the cookie when needed.
    path: '/api/session/token',
    methods: {
      POST: [
        requireSession,
        async (_req: Request, res: Response) => {
          res.json({
            success: true,
            customToken: await auth().createCustomToken(currentUser(res).uid),
          });
        },
      ],
    },
  },
];
