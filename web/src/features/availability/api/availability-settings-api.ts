import type { AvailabilitySettings } from '@shared/availability';
import { adminRequest } from '@/lib/admin-request';

/** Admin calls `getAvailabilitySettings` and `updateAvailabilitySettings`. */
export const availabilitySettingsApi = {
  /** The owner's settings (the defaults while none are stored). */
  get: async (signal?: AbortSignal) =>
    (await adminRequest('getAvailabilitySettings', {}, { signal })).settings,
  /** Replaces them with `settings` (the whole object); answers what was stored. */
  save: async (settings: AvailabilitySettings) =>
    (await adminRequest('updateAvailabilitySettings', settings)).settings,
};
