import {
  ENDORSEMENT_RECEIVED_MESSAGE,
  endorsementSubmissionSchema,
  endorsementsResponseSchema,
} from '../../shared/endorsements';
import { approvedEndorsements, submitEndorsement } from '../../services/endorsements';
import { storedWrite } from '../public-write';
import { reply } from '../reply';
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
      POST: storedWrite(
        endorsementSubmissionSchema,
        submitEndorsement,
        ENDORSEMENT_RECEIVED_MESSAGE,
      ),
    },
  },
];
