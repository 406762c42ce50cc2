import type { Functions } from 'firebase/functions';
import type { AvailabilitySettings } from '@shared/availability';
import { callAdmin } from '@/lib/admin-call';

/** Admin callables `getAvailabilitySettings` and `updateAvailabilitySettings`. */
export function availabilitySettingsApi(functions: Functions) {
  return {
    /** The owner's settings (the defaults while none are stored). */
    get: async () => (await callAdmin(functions, 'getAvailabilitySettings', {})).settings,
    /** Replaces them with `settings` (the whole object); answers what was stored. */
    save: async (settings: AvailabilitySettings) =>
      (await callAdmin(functions, 'updateAvailabilitySettings', settings)).settings,
  };
}
