import {
  availabilitySettingsSchema,
  type AvailabilitySettings,
  type Weekday,
  type WorkingHours,
} from '@shared/availability';
import { z } from '@shared/zod';
import type { Control } from 'react-hook-form';

/**
 * The availability editor's values as its fields hold them: the numbers as typed text, everything
 * else as the settings have it.
 */
export interface AvailabilityFormValues {
  timeZone: string;
  weeklyHours: Record<Weekday, WorkingHours[]>;
  slotMinutes: string;
  bufferMinutes: string;
  minimumNoticeHours: string;
  horizonDays: string;
  verificationHoldHours: string;
  blackoutDates: string[];
  calendly: { title: string; description: string; url: string };
}

/** The editor's form, as its field groups are handed it. */
export type AvailabilityControl = Control<AvailabilityFormValues, unknown, unknown>;

/** Typed digits, as a number for the shared rule that follows; anything else is told `message`. */
const typedWhole = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,5}$/, message)
    .transform(Number);

const { shape } = availabilitySettingsSchema;

/**
 * The shared settings schema (so the page and the callable check the same rules), with the
 * numbers read from what was typed first.
 */
export const availabilityFormSchema = availabilitySettingsSchema.extend({
  slotMinutes: typedWhole('Give the slot length in whole minutes.').pipe(shape.slotMinutes),
  bufferMinutes: typedWhole('Give the buffer in whole minutes.').pipe(shape.bufferMinutes),
  minimumNoticeHours: typedWhole('Give the notice in whole hours.').pipe(shape.minimumNoticeHours),
  horizonDays: typedWhole('Give the horizon in whole days.').pipe(shape.horizonDays),
  verificationHoldHours: typedWhole('Give the hold in whole hours.').pipe(
    shape.verificationHoldHours.unwrap(),
  ),
});

/** The settings as the fields hold them: a copy for the fields to edit, the numbers as text. */
export function toFormValues(settings: AvailabilitySettings): AvailabilityFormValues {
  return {
    ...structuredClone(settings),
    slotMinutes: String(settings.slotMinutes),
    bufferMinutes: String(settings.bufferMinutes),
    minimumNoticeHours: String(settings.minimumNoticeHours),
    horizonDays: String(settings.horizonDays),
    verificationHoldHours: String(settings.verificationHoldHours),
  };
}

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The stretch a new row starts with: after the day's last one, else a working morning. */
export function nextStretch(existing: readonly WorkingHours[]): WorkingHours {
  const last = existing.at(-1);
  if (!last || last.end >= '22:00') return { start: '09:00', end: '12:00' };
  const [hours = 0, minutes = 0] = last.end.split(':').map(Number);
  const start = hours * 60 + minutes + 60;
  const end = Math.min(start + 180, 23 * 60 + 45);
  const clock = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return { start: clock(start), end: clock(end) };
}
