import { ADMIN_CALLS } from '../shared/admin-calls';
import { ADMIN_HANDLERS } from '../admin-calls/handlers';
import { adminCallable } from './callable';

export const getAvailabilitySettings = adminCallable(
  ADMIN_CALLS.getAvailabilitySettings,
  ADMIN_HANDLERS.getAvailabilitySettings,
);
export const updateAvailabilitySettings = adminCallable(
  ADMIN_CALLS.updateAvailabilitySettings,
  ADMIN_HANDLERS.updateAvailabilitySettings,
);
