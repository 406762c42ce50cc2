import {
  endorsementModeratedResponseSchema,
  moderateEndorsementSchema,
  pendingEndorsementsResponseSchema,
} from '../shared/endorsements';
import { z } from '../shared/zod';
import { moderateEndorsement as decide, pendingEndorsements } from '../services/endorsements';
import { adminCallable } from './callable';

const REFUSAL = 'Only administrators can moderate endorsements.';

/** The moderation queue: endorsements waiting for a decision, oldest first. */
export const listPendingEndorsements = adminCallable({
  refusal: REFUSAL,
  request: z.object({}),
  response: pendingEndorsementsResponseSchema,
  handle: async () => ({ items: await pendingEndorsements() }),
});

export const moderateEndorsement = adminCallable({
  refusal: REFUSAL,
  request: moderateEndorsementSchema,
  response: endorsementModeratedResponseSchema,
  handle: async (input, adminUid) => {
    await decide(input, adminUid);
    return {
      success: true,
      message: input.decision === 'approved' ? 'Endorsement approved.' : 'Endorsement rejected.',
    };
  },
});
