import type { AdminAnswer, AdminCallName } from '@shared/admin-calls';
import type { z } from '@shared/zod';
import type { AnswerSchema } from './api-client';

type Loader<Name extends AdminCallName> = () => Promise<AnswerSchema<AdminAnswer<Name>>>;

/** A page of `row`s, as every paged admin list answers. */
const pageOf = async <Row extends z.ZodType>(row: Promise<Row>) => {
  const [{ itemsSchema }, schema] = await Promise.all([import('@shared/admin-records'), row]);
  return itemsSchema(schema);
};

/**
 * Each admin call's answer schema, loaded with its request from its capability's own shared module
 * rather than from `shared/admin-calls.ts`, which builds the schemas of every call (the inbox's
 * first page then evaluates only the inbox's). The type holds each to the answer ADMIN_CALLS
 * declares, and `admin-answers.test.ts` checks each accepts exactly what that call's does.
 */
export const ADMIN_ANSWERS: { readonly [Name in AdminCallName]: Loader<Name> } = {
  getAdminOverview: async () =>
    (await import('@shared/admin-overview')).adminOverviewResponseSchema,
  listUsers: async () => (await import('@shared/auth')).listUsersResponseSchema,
  setUserRole: async () => (await import('@shared/auth')).roleChangedResponseSchema,
  listInbox: async () => (await import('@shared/inbox')).listInboxResponseSchema,
  setInboxRead: async () => (await import('@shared/inbox')).setInboxReadResponseSchema,
  listPendingEndorsements: async () =>
    (await import('@shared/endorsements')).pendingEndorsementsResponseSchema,
  moderateEndorsement: async () =>
    (await import('@shared/endorsements')).endorsementModeratedResponseSchema,
  getAvailabilitySettings: async () =>
    (await import('@shared/availability')).availabilitySettingsResponseSchema,
  updateAvailabilitySettings: async () =>
    (await import('@shared/availability')).availabilitySettingsResponseSchema,
  listMeetingRequests: () =>
    pageOf(import('@shared/meetings').then((module) => module.meetingRequestRowSchema)),
  decideMeetingRequest: async () => (await import('@shared/meetings')).meetingStatusResponseSchema,
  listBookings: () => pageOf(import('@shared/bookings').then((module) => module.bookingRowSchema)),
  cancelBooking: async () => (await import('@shared/bookings')).bookingStatusResponseSchema,
  listPayments: () => pageOf(import('@shared/payments').then((module) => module.paymentRowSchema)),
  verifyPayment: async () => (await import('@shared/payments')).paymentStatusResponseSchema,
  listSubscribers: () =>
    pageOf(import('@shared/newsletter').then((module) => module.subscriberRowSchema)),
  sendNewsletterIssue: async () =>
    (await import('@shared/newsletter')).newsletterIssueSentResponseSchema,
  getContent: async () =>
    (await import('@shared/content/publishing-schema')).publishedContentResponseSchema,
  publishContent: async () =>
    (await import('@shared/content/publishing-schema')).publishedContentResponseSchema,
  revertContent: async () =>
    (await import('@shared/content/publishing-schema')).publishedContentResponseSchema,
  listContentVersions: () =>
    pageOf(
      import('@shared/content/publishing-schema').then((module) => module.contentVersionRowSchema),
    ),
  listAuditLog: () => pageOf(import('@shared/audit').then((module) => module.auditRowSchema)),
};
