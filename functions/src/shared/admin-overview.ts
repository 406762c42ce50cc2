import { z } from './zod';

const count = z.number().int().min(0);

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
});
export type AdminOverview = z.infer<typeof adminOverviewResponseSchema>;
