import type { SecretParam } from 'firebase-functions/params';
import { ADMIN_CALLS, type AdminCallName } from '../shared/admin-calls';
import { ADMIN_HANDLERS } from '../admin-calls/handlers';
import { adminCallable } from './callable';

/**
 * The callable deployed under an admin call's name: that call's contract and handler, picked by
 * the one name so neither can be another call's. `secrets` are those its handler reads.
 */
export function adminCallableNamed<Name extends AdminCallName>(
  name: Name,
  secrets?: SecretParam[],
) {
  return adminCallable(ADMIN_CALLS[name], ADMIN_HANDLERS[name], secrets);
}
