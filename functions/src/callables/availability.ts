import {
  availabilitySettingsResponseSchema,
  updateAvailabilitySettingsRequestSchema,
} from '../shared/availability';
import { z } from '../shared/zod';
import { readAvailabilitySettings, saveAvailabilitySettings } from '../services/availability';
import { adminCallable } from './callable';

const REFUSAL = 'Only administrators can see or change the availability settings.';

/** The owner's rules as the admin page edits them (the defaults until they are first saved). */
export const getAvailabilitySettings = adminCallable({
  refusal: REFUSAL,
  request: z.object({}),
  response: availabilitySettingsResponseSchema,
  handle: async () => ({ settings: await readAvailabilitySettings() }),
});

/** Replaces the owner's rules with the whole settings object sent; audited. */
export const updateAvailabilitySettings = adminCallable({
  refusal: REFUSAL,
  request: updateAvailabilitySettingsRequestSchema,
  response: availabilitySettingsResponseSchema,
  handle: async (settings, adminUid) => ({
    settings: await saveAvailabilitySettings(settings, adminUid),
  }),
});
