import { forgetAvailability } from './availability';

/**
 * The owner's calendar changed: a booking or a meeting request claimed cells, or a decline,
 * cancellation or expired hold freed them. Called after the transaction commits, so this
 * instance's copy of the free slots (`GET /api/availability`) is computed again at the next ask.
 */
export function calendarChanged(): void {
  forgetAvailability();
}
