import { z } from './zod';

const count = z.number().int().min(0);
const period = z.object({ from: z.iso.datetime(), to: z.iso.datetime() });

/**
 * `getAdminOverview`: the owner's numbers at a glance, each the length of the admin list it links
 * to with that list's filter (docs/admin-overview.md), counted by the server when asked.
 */
export const adminOverviewResponseSchema = z.object({
  success: z.literal(true),
  /** When the numbers were counted. */
  at: z.iso.datetime(),
  /** Contact messages nobody has opened (`listInbox` contact, unread). */
  unreadMessages: count,
  /** Project inquiries nobody has opened (`listInbox` inquiry, unread). */
  unreadInquiries: count,
  /** `listPendingEndorsements`. */
  endorsementsToReview: count,
  /** `listMeetingRequests` requested. */
  meetingRequestsToAnswer: count,
  /** `listPayments` awaiting verification. */
  paymentsToVerify: count,
  /** `listSubscribers` subscribed. */
  activeSubscribers: count,
  /** `listSubscribers` unsubscribed. */
  unsubscribed: count,
  /**
   * This week, this month and last month in the owner's time zone (their availability's), as the
   * instants the lists below filter by (`from` inclusive, `to` not).
   */
  periods: z.object({ week: period, month: period, lastMonth: period }),
  /** `listBookings` within `periods.week` (made this week, any status). */
  bookingsThisWeek: count,
  /** The amounts of `listPayments` paid within `periods.month`, in whole pounds. */
  revenueThisMonth: z.number().min(0),
  revenueLastMonth: z.number().min(0),
  /** `listBookings` within `periods.month`: all of them, and the cancelled ones. */
  bookingsThisMonth: count,
  cancelledThisMonth: count,
  /** `listSubscribers` subscribed within `periods.month`. */
  newSubscribersThisMonth: count,
});
export type AdminOverview = z.infer<typeof adminOverviewResponseSchema>;
