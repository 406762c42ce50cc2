import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../lib/config';
import { settleLapsedHolds } from '../services/booking-lapses';

/**
 * Settles lapsed verification holds even while nobody opens a list: the booker hears that their
 * time was released within a quarter of an hour of the lapse. (The emulators do not run
 * schedules; the lists settle them there.)
 */
export const settleBookingHolds = onSchedule(
  { schedule: 'every 15 minutes', region: REGION, timeZone: 'Etc/UTC' },
  async () => {
    await settleLapsedHolds();
  },
);
