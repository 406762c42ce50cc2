import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app';
import { REGION } from './lib/config';
import { API_SECRETS } from './lib/secrets';
import { siteHandler } from './site/handler';

setGlobalOptions({ region: REGION, maxInstances: 10 });

export const api = onRequest({ region: REGION, secrets: API_SECRETS }, createApp());
/** The public pages drawn from the published content (docs/content.md); reads only content. */
export const site = onRequest({ region: REGION, memory: '512MiB' }, siteHandler);
export { listUsers, setUserRole } from './callables/users';
export { listInbox, setInboxRead } from './callables/inbox';
export { listPendingEndorsements, moderateEndorsement } from './callables/endorsements';
export { getAvailabilitySettings, updateAvailabilitySettings } from './callables/availability';
export { listMeetingRequests, decideMeetingRequest } from './callables/meetings';
export { listBookings, cancelBooking } from './callables/bookings';
export { listPayments, verifyPayment } from './callables/payments';
export { listAuditLog } from './callables/audit';
export { getAdminOverview } from './callables/overview';
export {
  getContent,
  publishContent,
  revertContent,
  listContentVersions,
} from './callables/content';
export { listSubscribers, sendNewsletterIssue } from './callables/newsletter';
export { settleBookingHolds } from './schedules/booking-holds';
