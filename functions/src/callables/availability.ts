import { ADMIN_CALLS } from '../shared/admin-calls';
import { readAvailabilitySettings, saveAvailabilitySettings } from '../services/availability';
import { adminCallable } from './callable';

/** The owner's rules as the admin page edits them (the defaults until they are first saved). */
export const getAvailabilitySettings = adminCallable(
  ADMIN_CALLS.getAvailabilitySettings,
  async () => ({ settings: await readAvailabilitySettings() }),
);

/** Replaces the owner's rules with the whole settings object sent; audited. */
export const updateAvailabilitySettings = adminCallable(
  ADMIN_CALLS.updateAvailabilitySettings,
  async (settings, adminUid) => ({ settings: await saveAvailabilitySettings(settings, adminUid) }),
);
