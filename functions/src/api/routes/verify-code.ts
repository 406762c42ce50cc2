import {
  CODE_INVALID_MESSAGE,
  CODE_SENT_MESSAGE,
  CODE_VERIFIED_MESSAGE,
  requestVerificationCodeSchema,
  verifyCodeSchema,
} from '../../shared/access-codes';
import { HttpError } from '../../lib/errors';
import { parseBody } from '../../lib/validation';
import { checkVerificationCode, sendVerificationCode } from '../../services/email-codes';
import { requireAppCheck } from '../middleware/app-check';
import { limitPublicWrite, withoutHoneypot } from '../public-write';
import type { Route } from '../route-table';

export const verifyCodeRoutes: Route[] = [
  {
    path: '/api/verify-code/request',
    methods: {
      POST: [
        requireAppCheck,
        async (req, res) => {
          const { data, spam } = withoutHoneypot(
            parseBody(requestVerificationCodeSchema, req.body),
          );
          await limitPublicWrite(req, 'verify-code-request', data.email);
          if (!spam) await sendVerificationCode(data.email);
          res.json({ success: true, message: CODE_SENT_MESSAGE });
        },
      ],
    },
  },
  {
    path: '/api/verify-code',
    methods: {
      POST: async (req, res) => {
        const { email, code } = parseBody(verifyCodeSchema, req.body);
        await limitPublicWrite(req, 'verify-code', email);
        if (!(await checkVerificationCode(email, code)))
          throw new HttpError(400, CODE_INVALID_MESSAGE, { code: [CODE_INVALID_MESSAGE] });
        res.json({ success: true, message: CODE_VERIFIED_MESSAGE });
      },
    },
  },
];
