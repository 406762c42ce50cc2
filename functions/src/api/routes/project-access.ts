import {
  CODE_SENT_MESSAGE,
  CODE_VERIFIED_MESSAGE,
  requestVerificationCodeSchema,
  verifyCodeSchema,
} from '../../shared/project-access';
import { checkAccessCode, requestAccessCode } from '../../services/project-access';
import { clientAddress } from '../client-address';
import { requireAppCheck } from '../middleware/app-check';
import { respondWith } from '../respond-with';
import type { Route } from '../router';

// The project-access codes: the URLs keep their first name, which the web and mails already use.
export const accessCodeRoutes: Route[] = [
  {
    path: '/api/verify-code/request',
    methods: {
      POST: [
        requireAppCheck,
        respondWith(
          requestVerificationCodeSchema,
          (input, req) => requestAccessCode(input, { ip: clientAddress(req) }),
          CODE_SENT_MESSAGE,
        ),
      ],
    },
  },
  {
    path: '/api/verify-code',
    methods: {
      POST: respondWith(
        verifyCodeSchema,
        (input, req) => checkAccessCode(input, { ip: clientAddress(req) }),
        CODE_VERIFIED_MESSAGE,
      ),
    },
  },
];
