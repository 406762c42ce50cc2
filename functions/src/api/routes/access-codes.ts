import {
  CODE_SENT_MESSAGE,
  CODE_VERIFIED_MESSAGE,
  accessCodeSentResponseSchema,
  accessCodeVerifiedResponseSchema,
  requestVerificationCodeSchema,
  verifyCodeSchema,
} from '../../shared/access-codes';
import { parseInput } from '../../lib/validation';
import { checkAccessCode, requestAccessCode } from '../../services/access-codes';
import { clientAddress } from '../client-address';
import { publicWrite } from '../public-write';
import { reply } from '../reply';
import type { Route } from '../router';

// The project-access codes: the URLs keep their first name, which the web and mails already use.
export const accessCodeRoutes: Route[] = [
  {
    path: '/api/verify-code/request',
    methods: {
      POST: publicWrite(requestVerificationCodeSchema, async (input, req, res) => {
        await requestAccessCode(input, { ip: clientAddress(req) });
        reply(res, accessCodeSentResponseSchema, { success: true, message: CODE_SENT_MESSAGE });
      }),
    },
  },
  {
    path: '/api/verify-code',
    methods: {
      POST: async (req, res) => {
        const input = parseInput(verifyCodeSchema, req.body);
        await checkAccessCode(input, { ip: clientAddress(req) });
        reply(res, accessCodeVerifiedResponseSchema, {
          success: true,
          message: CODE_VERIFIED_MESSAGE,
        });
      },
    },
  },
];
