import { ADMIN_CALLS } from '../shared/admin-calls';
import { moderateEndorsement as decide, pendingEndorsements } from '../services/endorsements';
import { adminCallable } from './callable';

/** The moderation queue: endorsements waiting for a decision, oldest first. */
export const listPendingEndorsements = adminCallable(
  ADMIN_CALLS.listPendingEndorsements,
  async () => ({ items: await pendingEndorsements() }),
);

export const moderateEndorsement = adminCallable(
  ADMIN_CALLS.moderateEndorsement,
  async (input, adminUid) => {
    await decide(input, adminUid);
    return {
      success: true,
      message: input.decision === 'approved' ? 'Endorsement approved.' : 'Endorsement rejected.',
    };
  },
);
