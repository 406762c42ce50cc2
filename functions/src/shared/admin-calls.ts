import { z } from './zod';
import {
  listUsersRequestSchema,
  listUsersResponseSchema,
  roleChangedResponseSchema,
  setUserRoleRequestSchema,
} from './auth';
import {
  availabilitySettingsResponseSchema,
  updateAvailabilitySettingsRequestSchema,
} from './availability';
import {
  decisionSchema,
  itemsSchema,
  pageRequestSchema,
  pageRequestShape,
  statusFilterOnlySchema,
  statusFilterSchema,
} from './admin-records';
import { adminOverviewResponseSchema } from './admin-overview';
import { auditLogFilterShape, auditRowSchema } from './audit';
import { checkRange } from './date-range';
import { BOOKING_STATUSES, bookingRowSchema, bookingStatusResponseSchema } from './bookings';
import {
  endorsementModeratedResponseSchema,
  moderateEndorsementSchema,
  pendingEndorsementsResponseSchema,
} from './endorsements';
import {
  listInboxRequestSchema,
  listInboxResponseSchema,
  setInboxReadRequestSchema,
  setInboxReadResponseSchema,
} from './inbox';
import { MEETING_STATUSES, meetingRequestRowSchema, meetingStatusResponseSchema } from './meetings';
import { PAYMENT_STATUSES, paymentRowSchema, paymentStatusResponseSchema } from './payments';
import { documentId } from './fields';
import {
  SUBSCRIBER_STATUSES,
  newsletterIssueSentResponseSchema,
  sendNewsletterIssueRequestSchema,
  subscriberRowSchema,
} from './newsletter';
import {
  contentVersionRowSchema,
  getContentRequestSchema,
  listContentVersionsRequestSchema,
  publishContentRequestSchema,
  publishedContentResponseSchema,
  revertContentRequestSchema,
} from './content/publishing-schema';

/** The data of a call that needs none. */
const nothing = z.object({});

/**
 * The filters of the admin lists an admin can also export (shared/admin-exports.ts takes these),
 * and below, the lists' requests: the same filters and a page.
 */
export const LIST_FILTERS = {
  listSubscribers: statusFilterOnlySchema(
    SUBSCRIBER_STATUSES,
    'Choose subscribed, unsubscribed or spam.',
  ),
  listBookings: statusFilterOnlySchema(BOOKING_STATUSES, 'Choose a booking status.'),
  listPayments: statusFilterOnlySchema(PAYMENT_STATUSES, 'Choose a payment status.'),
};

export const LIST_REQUESTS = {
  listSubscribers: statusFilterSchema(
    SUBSCRIBER_STATUSES,
    'Choose subscribed, unsubscribed or spam.',
  ),
  listBookings: statusFilterSchema(BOOKING_STATUSES, 'Choose a booking status.'),
  listPayments: statusFilterSchema(PAYMENT_STATUSES, 'Choose a payment status.'),
  listAuditLog: z.object({ ...auditLogFilterShape, ...pageRequestShape }).superRefine(checkRange),
};

/** What a caller without a live session is told by every admin call. */
export const ADMIN_SIGN_IN_MESSAGE = 'Please sign in.';

/** What a signed-in non-admin is told, per part of the admin area. */
export const REFUSALS = {
  users: 'Only administrators can manage users.',
  inbox: 'Only administrators can read the inbox.',
  endorsements: 'Only administrators can moderate endorsements.',
  availability: 'Only administrators can see or change the availability settings.',
  meetings: 'Only administrators can manage meeting requests.',
  bookings: 'Only administrators can manage bookings.',
  payments: 'Only administrators can verify payments.',
  audit: 'Only administrators can read the admin activity.',
  newsletter: 'Only administrators can send the newsletter.',
  subscribers: 'Only administrators can see the newsletter subscribers.',
  content: 'Only administrators can edit the site content.',
  overview: 'Only administrators can see the overview.',
};

const calls = {
  // The numbers at a glance, each the length of the list it links to.
  getAdminOverview: {
    request: nothing,
    response: adminOverviewResponseSchema,
    refusal: REFUSALS.overview,
  },
  listUsers: {
    request: listUsersRequestSchema,
    response: listUsersResponseSchema,
    refusal: REFUSALS.users,
  },
  setUserRole: {
    request: setUserRoleRequestSchema,
    response: roleChangedResponseSchema,
    refusal: REFUSALS.users,
  },
  listInbox: {
    request: listInboxRequestSchema,
    response: listInboxResponseSchema,
    refusal: REFUSALS.inbox,
  },
  setInboxRead: {
    request: setInboxReadRequestSchema,
    response: setInboxReadResponseSchema,
    refusal: REFUSALS.inbox,
  },
  listPendingEndorsements: {
    request: pageRequestSchema,
    response: pendingEndorsementsResponseSchema,
    refusal: REFUSALS.endorsements,
  },
  moderateEndorsement: {
    request: moderateEndorsementSchema,
    response: endorsementModeratedResponseSchema,
    refusal: REFUSALS.endorsements,
  },
  getAvailabilitySettings: {
    request: nothing,
    response: availabilitySettingsResponseSchema,
    refusal: REFUSALS.availability,
  },
  updateAvailabilitySettings: {
    request: updateAvailabilitySettingsRequestSchema,
    response: availabilitySettingsResponseSchema,
    refusal: REFUSALS.availability,
  },
  listMeetingRequests: {
    request: statusFilterSchema(MEETING_STATUSES, 'Choose a meeting status.'),
    response: itemsSchema(meetingRequestRowSchema),
    refusal: REFUSALS.meetings,
  },
  decideMeetingRequest: {
    request: decisionSchema(
      'Which meeting request?',
      ['accept', 'decline'],
      'Choose accept or decline.',
    ),
    response: meetingStatusResponseSchema,
    refusal: REFUSALS.meetings,
  },
  listBookings: {
    request: LIST_REQUESTS.listBookings,
    response: itemsSchema(bookingRowSchema),
    refusal: REFUSALS.bookings,
  },
  // Bookers cancel their own with `POST /api/bookings/{id}/cancel`.
  cancelBooking: {
    request: z.object({ id: documentId('Which booking?') }),
    response: bookingStatusResponseSchema,
    refusal: REFUSALS.bookings,
  },
  // Awaiting verification first.
  listPayments: {
    request: LIST_REQUESTS.listPayments,
    response: itemsSchema(paymentRowSchema),
    refusal: REFUSALS.payments,
  },
  // `paid` confirms its booking and mails the invitation; `rejected` cancels the booking.
  verifyPayment: {
    request: decisionSchema('Which payment?', ['paid', 'rejected'], 'Choose paid or rejected.'),
    response: paymentStatusResponseSchema,
    refusal: REFUSALS.payments,
  },
  // Newest first, or those in one status; unsubscribed ones stay, marked, and are never mailed.
  listSubscribers: {
    request: LIST_REQUESTS.listSubscribers,
    response: itemsSchema(subscriberRowSchema),
    refusal: REFUSALS.subscribers,
  },
  // Mailed once to every subscribed address; the same issueId again mails nobody.
  sendNewsletterIssue: {
    request: sendNewsletterIssueRequestSchema,
    response: newsletterIssueSentResponseSchema,
    refusal: REFUSALS.newsletter,
  },
  // The published document, or the built-in one (version 0).
  getContent: {
    request: getContentRequestSchema,
    response: publishedContentResponseSchema,
    refusal: REFUSALS.content,
  },
  // 409 with the changes since when `baseVersion` is not the published version.
  publishContent: {
    request: publishContentRequestSchema,
    response: publishedContentResponseSchema,
    refusal: REFUSALS.content,
  },
  revertContent: {
    request: revertContentRequestSchema,
    response: publishedContentResponseSchema,
    refusal: REFUSALS.content,
  },
  // Newest first.
  listContentVersions: {
    request: listContentVersionsRequestSchema,
    response: itemsSchema(contentVersionRowSchema),
    refusal: REFUSALS.content,
  },
  // Newest first.
  listAuditLog: {
    request: LIST_REQUESTS.listAuditLog,
    response: itemsSchema(auditRowSchema),
    refusal: REFUSALS.audit,
  },
};

export type AdminCallName = keyof typeof calls;
type Call<Name extends AdminCallName> = (typeof calls)[Name];
/** What the admin page sends. */
export type AdminRequest<Name extends AdminCallName> = z.input<Call<Name>['request']>;
/** What the function answers, as the admin page reads it. */
export type AdminAnswer<Name extends AdminCallName> = z.output<Call<Name>['response']>;

/** One call's contract, in terms that stay exact when the call is picked by a name not yet known. */
interface AdminCall<Name extends AdminCallName> {
  request: z.ZodType<z.output<Call<Name>['request']>, AdminRequest<Name>>;
  response: z.ZodType<AdminAnswer<Name>, z.input<Call<Name>['response']>>;
  refusal: string;
}

/**
 * Every callable of the admin area, by the name it is deployed under: the data it parses, the
 * answer it gives and what it tells a signed-in non-admin. The functions and the admin pages'
 * client both read a call from here, so it has one name and one contract in every layer.
 */
export const ADMIN_CALLS: { readonly [Name in AdminCallName]: AdminCall<Name> } = calls;
