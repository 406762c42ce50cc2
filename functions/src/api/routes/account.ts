import type { Request, RequestHandler, Response } from 'express';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  passwordChangedResponseSchema,
  profileUpdatedResponseSchema,
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  updateProfileRequestSchema,
} from '../../shared/auth';
import {
  twoFactorEnabledResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '../../shared/two-factor';
import { parseInput } from '../../lib/validation';
import { changeEmail, changePassword, updateOwnProfile } from '../../services/account';
import { endAllSessions } from '../../services/sessions';
import { beginSetup, confirmSetup, disable, twoFactorStatus } from '../../services/two-factor';
import {
  clearSessionCookie,
  currentUser,
  requireSession,
  requireVerifiedEmail,
  setSessionCookie,
} from '../middleware/session';
import { reply, replyMessage } from '../reply';
import type { Route } from '../router';

/** Signed in with a verified email: what the settings pages need. */
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
        const input = parseInput(updateProfileRequestSchema, req.body);
        const user = await updateOwnProfile(currentUser(res), input);
        reply(res, profileUpdatedResponseSchema, {
          success: true,
          message: 'Profile updated',
          user,
        });
      }),
    },
  },
  {
    path: '/api/change-email',
    methods: {
      POST: settings(async (req, res) => {
        const input = parseInput(changeEmailRequestSchema, req.body);
        await changeEmail(currentUser(res), input);
        replyMessage(res, `Email changed. We sent a verification link to ${input.newEmail}.`);
      }),
    },
  },
  {
    path: '/api/change-password',
    methods: {
      POST: settings(async (req, res) => {
        const input = parseInput(changePasswordRequestSchema, req.body);
        const session = await changePassword(currentUser(res), input);
        setSessionCookie(req, res, session);
        reply(res, passwordChangedResponseSchema, {
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
          replyMessage(res, 'Signed out on every device.');
        },
      ],
    },
  },
  {
    path: '/api/2fa/status',
    methods: {
      GET: settings(async (_req, res) => {
        const status = await twoFactorStatus(currentUser(res));
        reply(res, twoFactorStatusResponseSchema, { success: true, ...status });
      }),
    },
  },
  {
    path: '/api/2fa/setup',
    methods: {
      POST: settings(async (_req, res) => {
        const setup = await beginSetup(currentUser(res));
        reply(res, twoFactorSetupResponseSchema, { success: true, ...setup });
      }),
    },
  },
  {
    path: '/api/2fa/enable',
    methods: {
      POST: settings(async (req, res) => {
        const { code } = parseInput(twoFactorCodeRequestSchema, req.body);
        const recoveryCodes = await confirmSetup(currentUser(res).uid, code);
        reply(res, twoFactorEnabledResponseSchema, {
          success: true,
          message: 'Two-factor authentication is on.',
          recoveryCodes,
        });
      }),
    },
  },
  {
    path: '/api/2fa/disable',
    methods: {
      POST: settings(async (req, res) => {
        const { code } = parseInput(twoFactorDisableRequestSchema, req.body);
        await disable(currentUser(res).uid, code);
        replyMessage(res, 'Two-factor authentication is off.');
      }),
    },
  },
];
