import type { z } from 'zod';
import type { ADMIN_CALLS, AdminCallName } from '../shared/admin-calls';
import { readAvailabilitySettings, saveAvailabilitySettings } from '../services/availability';
import { readAdminOverview } from '../services/admin-overview';
import { listAuditLog } from '../services/audit';
import {
  listContentVersions,
  publishContent,
  readPublishedContent,
  revertContent,
} from '../services/content';
import { cancelBooking, listBookings } from '../services/bookings';
import { moderateEndorsement, pendingEndorsements } from '../services/endorsements';
import { listInbox, setInboxRead } from '../services/inbox';
import { decideMeetingRequest, listMeetingRequests } from '../services/meetings';
import { listSubscribers, sendNewsletterIssue } from '../services/newsletter';
import { listPayments, verifyPayment } from '../services/payments';
import { readPublishedSite } from '../services/published-content';
import { listUsers, setUserRole } from '../services/users';
import type { AdminHandle } from './run';

type Contract<Name extends AdminCallName> = (typeof ADMIN_CALLS)[Name];

/** The handler of the admin call `Name`: its parsed request in, its answer out. */
export type AdminHandler<Name extends AdminCallName> = AdminHandle<
  z.output<Contract<Name>['request']>,
  z.output<Contract<Name>['response']>
>;

/**
 * A call that mails: what it mails is signed with the owner's profile as published, so the site is
 * read first (the reads and the other changes need no content).
 */
function mailing<Name extends AdminCallName>(handle: AdminHandler<Name>): AdminHandler<Name> {
  return async (input, adminUid) => {
    await readPublishedSite();
    return handle(input, adminUid);
  };
}

/**
 * What each admin call does, by its name in ADMIN_CALLS: one handler per call, run by the
 * callable of that name and by `POST /api/admin/{name}` alike.
 */
export const ADMIN_HANDLERS: { readonly [Name in AdminCallName]: AdminHandler<Name> } = {
  /** The numbers at a glance, counted now. */
  getAdminOverview: () => readAdminOverview(),

  /** A page of accounts; `search` finds by exact email or by username prefix. */
  listUsers: (input) => listUsers(input),

  /** Gives an account a role (claims, revoked tokens, profile, audit record). */
  setUserRole: async (input, adminUid) => {
    const user = await setUserRole(input, adminUid);
    return { success: true, message: `Role changed to ${input.role}.`, user };
  },

  /** Newest contact messages or project inquiries first; spam only when asked for. */
  listInbox: ({ kind, includeSpam, unread, ...page }) =>
    listInbox(kind, { includeSpam, unread }, page),

  setInboxRead: async ({ kind, id, read }) => {
    await setInboxRead(kind, id, read);
    return { success: true };
  },

  /** The moderation queue: endorsements waiting for a decision, newest first. */
  listPendingEndorsements: (page) => pendingEndorsements(page),

  moderateEndorsement: async (input, adminUid) => {
    await moderateEndorsement(input, adminUid);
    return {
      success: true,
      message: input.decision === 'approved' ? 'Endorsement approved.' : 'Endorsement rejected.',
    };
  },

  /** The owner's rules as the admin page edits them (the defaults until they are first saved). */
  getAvailabilitySettings: async () => ({ settings: await readAvailabilitySettings() }),

  /** Replaces the owner's rules with the whole settings object sent; audited. */
  updateAvailabilitySettings: async (settings, adminUid) => ({
    settings: await saveAvailabilitySettings(settings, adminUid),
  }),

  /** Newest first, or those in one status. */
  listMeetingRequests: ({ status, from, to, ...page }) =>
    listMeetingRequests(status, page, { from, to }),

  /**
   * Accept (the invitation is confirmed) or decline (the slot is freed, the invitation cancelled).
   * An accepted request's mail carries the requester's signed cancel link.
   */
  decideMeetingRequest: mailing(async (input, adminUid) => ({
    success: true,
    status: await decideMeetingRequest(input, adminUid),
  })),

  /** Newest first, or those in one status; a lapsed hold reads `expired` (nothing is written). */
  listBookings: ({ status, from, to, ...page }) => listBookings(status, page, { from, to }),

  /** Cancels a booking, frees its slot and tells the booker (a confirmed one's invitation is cancelled). */
  cancelBooking: mailing(async ({ id }, adminUid) => ({
    success: true,
    status: await cancelBooking(id, { adminUid }),
  })),

  /** Awaiting verification first, then the rest, newest first; or those in one status. */
  listPayments: ({ status, from, to, ...page }) => listPayments(status, page, { from, to }),

  /** Paid: the booking is confirmed and its invitation mailed. Rejected: the booking is cancelled. */
  verifyPayment: mailing(async (input, adminUid) => ({
    success: true,
    status: await verifyPayment(input, adminUid),
  })),

  /** Newest first, or those in one status. */
  listSubscribers: ({ status, from, to, ...page }) => listSubscribers(status, page, { from, to }),

  /** Mails an issue to every subscribed address, once per issue id; audited. */
  sendNewsletterIssue: mailing(async (issue, adminUid) => {
    const recipients = await sendNewsletterIssue(issue, adminUid);
    return {
      success: true,
      message: `Sent to ${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}.`,
      recipients,
    };
  }),

  /** A content document as the editor opens it: what is published and its version. */
  getContent: async ({ id }) => ({ success: true, document: await readPublishedContent(id) }),

  /** A new version of a document, on top of the one the edit was based on; audited. */
  publishContent: async (input, adminUid) => {
    const document = await publishContent(input, adminUid);
    return { success: true, message: `Published as version ${document.version}.`, document };
  },

  /** What an earlier version said, published again as a new version; audited. */
  revertContent: async (input, adminUid) => {
    const document = await revertContent(input, adminUid);
    return {
      success: true,
      message: `Version ${input.version} is published again, as version ${document.version}.`,
      document,
    };
  },

  listContentVersions: ({ id, ...page }) => listContentVersions(id, page),

  /** The admin activity, newest first. */
  listAuditLog: ({ cursor, limit, ...filter }) => listAuditLog(filter, { cursor, limit }),
};
