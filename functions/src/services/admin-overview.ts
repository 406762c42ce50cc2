import type { Query } from 'firebase-admin/firestore';
import type { AdminOverview } from '../shared/admin-overview';
import { collectionOf } from '../lib/converters';
import { endorsementDocumentSchema } from '../shared/endorsements';
import { meetingRequestDocumentSchema } from '../shared/meetings';
import { subscriberDocumentSchema } from '../shared/newsletter';
import { paymentDocumentSchema } from '../shared/payments';
import { contactMessages } from './contact';
import { inboxQuery } from './inbox';
import { inquiries } from './project-inquiry';

/**
 * The admin overview's numbers, each a Firestore `count()` of the very query its list pages
 * through, so a number and its list cannot disagree. Counted when the admin page asks (it is read
 * by admins only, a few times a day): an aggregation costs one read per 1,000 index entries, far
 * less at these volumes than keeping counters on every write, and it is never stale.
 */
const counted = async (query: Query): Promise<number> => (await query.count().get()).data().count;

export async function readAdminOverview(now = new Date()): Promise<AdminOverview> {
  const unread = { includeSpam: false, unread: true };
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
    counted(
      collectionOf('endorsements', endorsementDocumentSchema).where('status', '==', 'pending'),
    ),
    counted(
      collectionOf('meetingRequests', meetingRequestDocumentSchema).where(
        'status',
        '==',
        'requested',
      ),
    ),
    counted(
      collectionOf('payments', paymentDocumentSchema).where(
        'status',
        '==',
        'awaiting_verification',
      ),
    ),
    counted(
      collectionOf('newsletterSubscribers', subscriberDocumentSchema).where(
        'status',
        '==',
        'subscribed',
      ),
    ),
    counted(
      collectionOf('newsletterSubscribers', subscriberDocumentSchema).where(
        'status',
        '==',
        'unsubscribed',
      ),
    ),
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
  };
}
