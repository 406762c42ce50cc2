import type { Request, RequestHandler, Response } from 'express';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  updateProfileRequestSchema,
} from '../../shared/auth';
import { HttpError } from '../../lib/errors';
import { BAD_CREDENTIALS, IdentityToolkitError, verifyPassword } from '../../lib/identity-toolkit';
import { parseBody } from '../../lib/validation';
import { changeEmail, changeUsername } from '../../services/profile';
import { consumeAll } from '../../services/rate-limits';
import { endAllSessions, mintSession, readSession } from '../../services/sessions';
import {
  beginSetup,
  confirmSetup,
  disable,
  remainingRecoveryCodes,
} from '../../services/two-factor';
import { auth, updateProfile } from '../../services/users';
import type { Route } from '../route-table';
import {
  clearSessionCookie,
  currentUser,
  requireSession,
  requireVerifiedEmail,
  sessionCookieOf,
  setSessionCookie,
} from '../middleware/session';

const WRONG_PASSWORD_MESSAGE = 'Your current password is not right.';

/** Re-checks the password of the signed-in user before a sensitive change (rate limited like sign-in). */
async function confirmPassword(email: string, password: string): Promise<void> {
  await consumeAll([{ key: `confirm-password:${email}`, max: 10, windowMs: 15 * 60 * 1000 }]);
  try {
    await verifyPassword(email, password);
  } catch (error) {
    if (error instanceof IdentityToolkitError && BAD_CREDENTIALS.has(error.code)) {
      throw new HttpError(400, WRONG_PASSWORD_MESSAGE, {
        currentPassword: [WRONG_PASSWORD_MESSAGE],
      });
    }
    throw error;
  }
}

/** Signed in with a verified email: what the settings pages need (SPEC §2). */
const settings = (handler: (req: Request, res: Response) => Promise<void>): RequestHandler[] => [
  requireSession,
  requireVerifiedEmail,
  handler,
];

export const accountRoutes: Route[] = [
  {
    path: '/api/profile',
    methods: {
      POST: settings(async (req, res) => {
        const input = parseBody(updateProfileRequestSchema, req.body);
        const user = currentUser(res);
        if (input.username && input.username.toLowerCase() !== user.username.toLowerCase()) {
          await changeUsername(user.uid, input.username);
        } else if (input.username && input.username !== user.username) {
          await updateProfile(user.uid, { username: input.username });
        }
        if (input.displayName) {
          await auth().updateUser(user.uid, { displayName: input.displayName });
          await updateProfile(user.uid, { displayName: input.displayName });
        }
        res.json({
          success: true,
          message: 'Profile updated',
          user: await readSession(sessionCookieOf(req)),
        });
      }),
    },
  },
  {
    path: '/api/change-email',
    methods: {
      POST: settings(async (req, res) => {
        const { newEmail, password } = parseBody(changeEmailRequestSchema, req.body);
        const user = currentUser(res);
        await confirmPassword(user.email, password);
        await changeEmail(user.uid, user.email, newEmail);
        res.json({
          success: true,
          message: `Email changed. We sent a verification link to ${newEmail}.`,
        });
      }),
    },
  },
  {
    path: '/api/change-password',
    methods: {
      POST: settings(async (req, res) => {
        const { currentPassword, newPassword } = parseBody(changePasswordRequestSchema, req.body);
        const user = currentUser(res);
        await confirmPassword(user.email, currentPassword);
        await auth().updateUser(user.uid, { password: newPassword });
        // Other devices are signed out; this browser gets a fresh session.
        await endAllSessions(user.uid);
        const session = await mintSession(user.uid);
        setSessionCookie(req, res, session);
        res.json({
          success: true,
          message: 'Password changed. Other devices have been signed out.',
          customToken: session.customToken,
        });
      }),
    },
  },
  {
    path: '/api/logout-everywhere',
    methods: {
      POST: [
        requireSession,
        async (req: Request, res: Response) => {
          await endAllSessions(currentUser(res).uid);
          clearSessionCookie(req, res);
          res.json({ success: true, message: 'Signed out on every device.' });
        },
      ],
    },
  },
  {
    path: '/api/2fa/status',
    methods: {
      GET: settings(async (_req, res) => {
        const user = currentUser(res);
        res.json({
          success: true,
          enabled: user.twoFactorEnabled,
          recoveryCodesLeft: user.twoFactorEnabled ? await remainingRecoveryCodes(user.uid) : 0,
        });
      }),
    },
  },
  {
    path: '/api/2fa/setup',
    methods: {
      POST: settings(async (_req, res) => {
        const user = currentUser(res);
        if (user.twoFactorEnabled)
          throw new HttpError(409, 'Two-factor authentication is already on.');
        res.json({ success: true, ...(await beginSetup(user.uid, user.email)) });
      }),
    },
  },
  {
    path: '/api/2fa/enable',
    methods: {
      POST: settings(async (req, res) => {
        const { code } = parseBody(twoFactorCodeRequestSchema, req.body);
        const recoveryCodes = await confirmSetup(currentUser(res).uid, code);
        res.json({ success: true, message: 'Two-factor authentication is on.', recoveryCodes });
      }),
    },
  },
  {
    path: '/api/2fa/disable',
    methods: {
      POST: settings(async (req, res) => {
        const { code } = parseBody(twoFactorDisableRequestSchema, req.body);
        await disable(currentUser(res).uid, code);
        res.json({ success: true, message: 'Two-factor authentication is off.' });
      }),
    },
  },
];
