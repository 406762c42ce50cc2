import { AggregateField, type Query } from 'firebase-admin/firestore';
import type { AdminOverview } from '../shared/admin-overview';
import { inStatus, storedWithin } from '../lib/rows';
import { overviewPeriods } from './admin-periods';
import { readAvailabilitySettings } from './availability';
import { bookings } from './booking-records';
import { contactMessages } from './contact';
import { endorsements } from './endorsements';
import { inboxQuery } from './inbox';
import { meetingRequests } from './meetings';
import { subscribers } from './newsletter';
import { payments } from './payments';
import { inquiries } from './project-inquiry';

/**
 * The admin overview's numbers, each a Firestore `count()` of the very query its list pages
 * through, so a number and its list cannot disagree. Counted when the admin page asks (it is read
 * by admins only, a few times a day): an aggregation costs one read per 1,000 index entries, far
 * less at these volumes than keeping counters on every write, and it is never stale.
 */
const counted = async (query: Query): Promise<number> => (await query.count().get()).data().count;
/** The sum of `amount` over `query` (Firestore's `sum()`: the same cost as a count). */
const summed = async (query: Query): Promise<number> =>
  (await query.aggregate({ total: AggregateField.sum('amount') }).get()).data().total ?? 0;

export async function readAdminOverview(now = new Date()): Promise<AdminOverview> {
  const unread = { includeSpam: false, unread: true };
  const { timeZone } = await readAvailabilitySettings();
  const periods = overviewPeriods(now.getTime(), timeZone);
  const [periodCounts, revenue] = await Promise.all([
    Promise.all([
      counted(storedWithin(bookings(), periods.week)),
      counted(storedWithin(bookings(), periods.month)),
      counted(storedWithin(inStatus(bookings(), 'cancelled'), periods.month)),
      counted(storedWithin(inStatus(subscribers(), 'subscribed'), periods.month)),
    ]),
    Promise.all([
      summed(storedWithin(inStatus(payments(), 'paid'), periods.month)),
      summed(storedWithin(inStatus(payments(), 'paid'), periods.lastMonth)),
    ]),
  ]);
  const [bookingsThisWeek, bookingsThisMonth, cancelledThisMonth, newSubscribersThisMonth] =
    periodCounts;
  const [revenueThisMonth, revenueLastMonth] = revenue;
  const [
    unreadMessages,
    unreadInquiries,
    endorsementsToReview,
    meetingRequestsToAnswer,
    paymentsToVerify,
    activeSubscribers,
    unsubscribed,
  ] = await Promise.all([
    counted(inboxQuery(contactMessages(), unread)),
    counted(inboxQuery(inquiries(), unread)),
    counted(inStatus(endorsements(), 'pending')),
    counted(inStatus(meetingRequests(), 'requested')),
    counted(inStatus(payments(), 'awaiting_verification')),
    counted(inStatus(subscribers(), 'subscribed')),
    counted(inStatus(subscribers(), 'unsubscribed')),
  ]);
  return {
    success: true,
    at: now.toISOString(),
    unreadMessages,
    unreadInquiries,
    endorsementsToReview,
    meetingRequestsToAnswer,
    paymentsToVerify,
    activeSubscribers,
    unsubscribed,
    periods,
    bookingsThisWeek,
    revenueThisMonth,
    revenueLastMonth,
    bookingsThisMonth,
    cancelledThisMonth,
    newSubscribersThisMonth,
  };
}
