import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { wellFormed } from '../lib/converters';
import { holdLapsedMails } from './booking-mail';
import { bookingHolder, bookings } from './booking-records';
import { readBooking, verificationLapsed } from './bookings';
import { calendarChanged } from './calendar-changes';
import { queueMailWith } from './mail';
import { releaseCells } from './slot-claims';

/**
 * Paid sessions whose verification hold lapsed: the slot stopped counting as claimed at the
 * lapse (locks carry their expiry) and every list reads the booking as `expired` from then on;
 * here the lapse is written (status `expired`, cells deleted) and both sides are mailed, each
 * booking in a transaction of its own, so a lapse is written and mailed once however many sweeps
 * run at once. Only the schedule sweeps (schedules/booking-holds.ts); no read does.
 */

/** How many lapsed bookings one sweep settles (the rest wait for the next one). */
const SWEEP_LIMIT = 50;

/** Marks the bookings whose verification hold lapsed by `nowMs` expired; how many it marked. */
export async function settleLapsedHolds(nowMs = Date.now()): Promise<number> {
  const snapshot = await bookings()
    .where('status', '==', 'awaiting_verification')
    .where('holdExpiresAt', '<=', Timestamp.fromMillis(nowMs))
    .limit(SWEEP_LIMIT)
    .get();
  const lapsed = await Promise.all(
    wellFormed(snapshot.docs).map(({ id }) =>
      db().runTransaction(async (tx) => {
        const state = await readBooking(tx, id);
        if (!state || !verificationLapsed(state.booking, Date.now())) return false;
        releaseCells(tx, state.cells, bookingHolder(id));
        tx.update(bookings().doc(id), { status: 'expired' });
        queueMailWith(tx, holdLapsedMails(state.booking));
        return true;
      }),
    ),
  );
  const count = lapsed.filter(Boolean).length;
  if (count > 0) calendarChanged();
  return count;
}
