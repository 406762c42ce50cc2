import {
  CODE_SENT_MESSAGE,
  CODE_VERIFIED_MESSAGE,
  requestVerificationCodeSchema,
  verifyCodeSchema,
} from '../../shared/project-access';
import { parseInput } from '../../lib/validation';
import { checkAccessCode, requestAccessCode } from '../../services/project-access';
import { clientAddress } from '../client-address';
import { publicWrite } from '../public-write';
import { replyMessage } from '../reply';
import type { Route } from '../router';

// The project-access codes: the URLs keep their first name, which the web and mails already use.
export const accessCodeRoutes: Route[] = [
  {
    path: '/api/verify-code/request',
    methods: {
      POST: publicWrite(requestVerificationCodeSchema, async (input, req, res) => {
        await requestAccessCode(input, { ip: clientAddress(req) });
        replyMessage(res, CODE_SENT_MESSAGE);
      }),
    },
  },
  {
    path: '/api/verify-code',
    methods: {
      POST: async (req, res) => {
        const input = parseInput(verifyCodeSchema, req.body);
        await checkAccessCode(input, { ip: clientAddress(req) });
        replyMessage(res, CODE_VERIFIED_MESSAGE);
      },
    },
  },
];
