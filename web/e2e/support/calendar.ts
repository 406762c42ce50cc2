import type { APIRequestContext } from 'playwright-core';
import { availabilityResponseSchema } from '@shared/availability';

/**
 * Dates (the owner's zone) nobody has booked anything on, latest first: those offering as many
 * meeting slots as the fullest day. Earlier suites fill the first weeks of the calendar, so a
 * test that books asks where it is free; any of the wizard's times fits a one-hour session there.
 */
export async function untouchedDays(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/availability');
  const { availability } = availabilityResponseSchema.parse(await response.json());
  const counts = new Map<string, number>();
  for (const slot of availability) counts.set(slot.date, (counts.get(slot.date) ?? 0) + 1);
  const fullest = Math.max(...counts.values());
  return [...counts.keys()]
    .filter((day) => counts.get(day) === fullest)
    .sort()
    .reverse();
}
