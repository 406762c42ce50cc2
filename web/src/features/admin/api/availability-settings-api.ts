import type { Functions } from 'firebase/functions';
import {
  availabilitySettingsResponseSchema,
  type AvailabilitySettings,
} from '@shared/availability';
import { callable } from './admin-api';

/** Admin callables `getAvailabilitySettings` and `updateAvailabilitySettings`. */
export function availabilitySettingsApi(functions: Functions) {
  const get = callable<Record<string, never>, { settings: AvailabilitySettings }>(
    functions,
    'getAvailabilitySettings',
    availabilitySettingsResponseSchema,
  );
  const update = callable<AvailabilitySettings, { settings: AvailabilitySettings }>(
    functions,
    'updateAvailabilitySettings',
    availabilitySettingsResponseSchema,
  );
  return {
    /** The owner's settings (the defaults while none are stored). */
    get: async () => (await get({})).settings,
    /** Replaces them with `settings` (the whole object); answers what was stored. */
    save: async (settings: AvailabilitySettings) => (await update(settings)).settings,
  };
}
