import { ADMIN_CALLS } from '../shared/admin-calls';
import { ADMIN_HANDLERS } from '../admin-calls/handlers';
import { adminCallable } from './callable';

export const listPendingEndorsements = adminCallable(
  ADMIN_CALLS.listPendingEndorsements,
  ADMIN_HANDLERS.listPendingEndorsements,
);
export const moderateEndorsement = adminCallable(
  ADMIN_CALLS.moderateEndorsement,
  ADMIN_HANDLERS.moderateEndorsement,
);
