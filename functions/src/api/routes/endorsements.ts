import {
  ENDORSEMENT_RECEIVED_MESSAGE,
  endorsementReceivedResponseSchema,
  endorsementSubmissionSchema,
  endorsementsResponseSchema,
} from '../../shared/endorsements';
import { parseInput } from '../../lib/validation';
import { approvedEndorsements, submitEndorsement } from '../../services/endorsements';
import { callerOf } from '../caller';
import { requireAppCheck } from '../middleware/app-check';
import { reply, replyStored } from '../reply';
import type { Route } from '../router';

export const endorsementRoutes: Route[] = [
  {
    path: '/api/endorsements',
    methods: {
      GET: async (_req, res) => {
        // Public and the same for everyone: browsers and the CDN may keep it for a minute.
        res.set('Cache-Control', 'public, max-age=60, s-maxage=60');
        reply(res, endorsementsResponseSchema, {
          success: true,
          data: await approvedEndorsements(),
        });
      },
      POST: [
        requireAppCheck,
        async (req, res) => {
          const input = parseInput(endorsementSubmissionSchema, req.body);
          const stored = await submitEndorsement(input, callerOf(req));
          replyStored(res, endorsementReceivedResponseSchema, stored, ENDORSEMENT_RECEIVED_MESSAGE);
        },
      ],
    },
  },
];
