import type { Request, Response } from 'express';
import {
  currentUserResponseSchema,
  customTokenResponseSchema,
  emailRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registeredResponseSchema,
  resetPasswordRequestSchema,
  signInLinkRequestSchema,
  signInLinkResponseSchema,
  signedInResponseSchema,
  verifyEmailRequestSchema,
  verifyLoginRequestSchema,
} from '../../shared/auth';
import { parseInput } from '../../lib/validation';
import {
  FORGOT_MESSAGE,
  REGISTERED_MESSAGE,
  RESEND_MESSAGE,
  SIGN_IN_LINK_SENT_MESSAGE,
  completeTwoFactorLogIn,
  logIn,
  logInWithLink,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
  type LoginOutcome,
  type SignedIn,
} from '../../services/auth';
import { browserTokenFor, endSession } from '../../services/sessions';
import { clientAddress } from '../client-address';
import {
  clearSessionCookie,
  currentSession,
  requireSession,
  sessionCookieOf,
  sessionOrRefuse,
  setSessionCookie,
} from '../middleware/session';
import { reply, replyMessage } from '../reply';
import { respondWith } from '../respond-with';
import type { Route } from '../router';

/** Sets the session cookie and answers with the user and their custom token. */
function answerSignedIn(req: Request, res: Response, { session, user }: SignedIn): void {
  setSessionCookie(req, res, session);
  reply(res, signedInResponseSchema, {
    success: true,
    message: 'Login successful',
    user,
    customToken: session.customToken,
  });
}

/** A sign-in that got past its credentials: the session, or the two-factor step. */
function answerOutcome(
  req: Request,
  res: Response,
  outcome: Exclude<LoginOutcome, { kind: 'email-link' }>,
): void {
  if (outcome.kind === 'signed-in') return answerSignedIn(req, res, outcome);
  reply(res, signInLinkResponseSchema, {
    success: true,
    requires2FA: true,
    message: '2FA_REQUIRED',
    username: outcome.username,
    challenge: outcome.challenge,
  });
}

/**
 * Asks for an account mail (verification, password reset) to an address. The answer is the same
 * whether or not an account has that address, so it never tells who has an account.
 */
function accountMailRoute(
  path: string,
  send: (email: string, ip: string) => Promise<void>,
  message: string,
): Route {
  return {
    path,
    methods: {
      POST: respondWith(
        emailRequestSchema,
        ({ email }, req) => send(email, clientAddress(req)),
        message,
      ),
    },
  };
}

export const authRoutes: Route[] = [
  {
    path: '/api/user',
    methods: {
      GET: async (req, res) => {
        const { user } = await sessionOrRefuse(req, res);
        reply(res, currentUserResponseSchema, { success: true, user });
      },
    },
  },
  {
    path: '/api/login',
    methods: {
      POST: async (req, res) => {
        const outcome = await logIn(parseInput(loginRequestSchema, req.body), clientAddress(req));
        if (outcome.kind === 'email-link') {
          return reply(res, loginResponseSchema, {
            success: true,
            requiresEmailLink: true,
            message: SIGN_IN_LINK_SENT_MESSAGE,
          });
        }
        answerOutcome(req, res, outcome);
      },
    },
  },
  {
    // The page a mailed sign-in link opens sends its code here (the step-up of services/sign-in-links.ts).
    path: '/api/login/link',
    methods: {
      POST: async (req, res) => {
        const { code } = parseInput(signInLinkRequestSchema, req.body);
        answerOutcome(req, res, await logInWithLink(code, clientAddress(req)));
      },
    },
  },
  {
    path: '/api/2fa/verify-login',
    methods: {
      POST: async (req, res) => {
        const input = parseInput(verifyLoginRequestSchema, req.body);
        answerSignedIn(req, res, await completeTwoFactorLogIn(input));
      },
    },
  },
  {
    path: '/api/logout',
    methods: {
      POST: async (req, res) => {
        await endSession(sessionCookieOf(req));
        clearSessionCookie(req, res);
        replyMessage(res, 'Logged out');
      },
    },
  },
  {
    path: '/api/register',
    methods: {
      POST: async (req, res) => {
        await register(parseInput(registerRequestSchema, req.body), clientAddress(req));
        reply(
          res,
          registeredResponseSchema,
          { success: true, message: REGISTERED_MESSAGE, requiresEmailVerification: true },
          201,
        );
      },
    },
  },
  accountMailRoute('/api/resend-verification', resendVerification, RESEND_MESSAGE),
  accountMailRoute('/api/forgot-password', requestPasswordReset, FORGOT_MESSAGE),
  {
    path: '/api/reset-password',
    methods: {
      POST: respondWith(
        resetPasswordRequestSchema,
        ({ token, newPassword }) => resetPassword(token, newPassword),
        'Password reset successful',
      ),
    },
  },
  {
    path: '/api/verify-email',
    methods: {
      POST: respondWith(
        verifyEmailRequestSchema,
        ({ code }) => verifyEmail(code),
        'Your email is verified. You can sign in now.',
      ),
    },
  },
  {
    // The browser's Firebase SDK session (for Firestore rules) is re-created from the cookie when needed.
    path: '/api/session/token',
    methods: {
      POST: [
        requireSession,
        async (_req: Request, res: Response) => {
          const customToken = await browserTokenFor(currentSession(res));
          reply(res, customTokenResponseSchema, { success: true, customToken });
        },
      ],
    },
  },
];
