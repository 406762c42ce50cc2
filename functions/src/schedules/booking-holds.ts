import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../lib/config';
import { settleLapsedHolds } from '../services/booking-lapses';
import { readPublishedSite } from '../services/published-content';

/**
 * Settles lapsed verification holds: the booker hears that their time was released within a
 * quarter of an hour of the lapse. The emulators run no schedules: `npm start` and the tests
 * trigger this same function through the Functions emulator (scripts/lib/schedules.ts).
 */
export const settleBookingHolds = onSchedule(
  { schedule: 'every 15 minutes', region: REGION, timeZone: 'Etc/UTC' },
  async () => {
    // The mails it sends are signed with the owner's profile as published.
    await readPublishedSite();
    await settleLapsedHolds();
  },
);
