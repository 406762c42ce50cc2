import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLS, type AdminCallName, type AdminRequest } from '../../src/shared/admin-calls';
import { apiFailureSchema } from '../../src/shared/api-response';
import { z } from '../../src/shared/zod';
import { Timestamp } from 'firebase-admin/firestore';
import { admin } from '../support/accounts';
import { ApiClient } from '../support/api';
import { adminCall, signedIn, type SignedIn } from '../support/admin-api';

let ADMIN: SignedIn;

/** A booking and a payment whole, as the admin lists read them (seeded straight into Firestore). */
const BOOKING = {
  uid: null,
  serviceId: 'project-collaboration',
  serviceName: 'Project Collaboration',
  amount: 123,
  currency: 'GBP',
  name: 'Overview Visitor',
  email: 'overview@example.org',
  company: null,
  description: null,
  date: '2027-03-01',
  time: '10:00',
  start: Timestamp.fromMillis(Date.parse('2027-03-01T10:00:00Z')),
  end: Timestamp.fromMillis(Date.parse('2027-03-01T13:00:00Z')),
  slots: [],
  holdExpiresAt: null,
  paymentId: null,
  sequence: 0,
  requestHash: 'seeded',
};
const PAYMENT = {
  uid: null,
  email: 'overview@example.org',
  name: 'Overview Visitor',
  serviceId: 'project-collaboration',
  currency: 'GBP',
  paymentMethod: 'bank-transfer',
  provider: 'manual',
  verifiedAt: null,
  requestHash: 'seeded',
};

const pageSchema = z.object({ items: z.array(z.unknown()), nextCursor: z.string().nullable() });

/** How many rows a list holds across all its pages, with `filter`. */
async function listLength<Name extends AdminCallName>(
  name: Name,
  filter: AdminRequest<Name>,
): Promise<number> {
  let total = 0;
  let cursor: string | undefined;
  do {
    const answer = await adminCall(ADMIN.client, name, { ...filter, limit: 100, cursor });
    expect(answer.status, answer.text).toBe(200);
    const page = pageSchema.parse(answer.json);
    total += page.items.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return total;
}

async function overview() {
  const answer = await adminCall(ADMIN.client, 'getAdminOverview', {});
  expect(answer.status, answer.text).toBe(200);
  return ADMIN_CALLS.getAdminOverview.response.parse(answer.json);
}

async function sendMessage(): Promise<string> {
  const answer = await new ApiClient().post('/api/contact', {
    name: 'Ada Lovelace',
    email: `overview-${randomUUID().slice(0, 8)}@example.com`,
    subject: `Overview ${randomUUID().slice(0, 8)}`,
    message: 'I would like to talk about a project.',
  });
  expect(answer.status, answer.text).toBe(201);
  return String(answer.body.id);
}

describe('the admin overview', () => {
  beforeAll(async () => {
    ADMIN = await signedIn('admin');
  });

  it('gives each number as the length of the list it links to, with that list’s filter', async () => {
    await Promise.all([sendMessage(), sendMessage()]);
    const numbers = await overview();
    const lengths = {
      unreadMessages: await listLength('listInbox', { kind: 'contact', unread: true }),
      unreadInquiries: await listLength('listInbox', { kind: 'inquiry', unread: true }),
      endorsementsToReview: await listLength('listPendingEndorsements', {}),
      meetingRequestsToAnswer: await listLength('listMeetingRequests', { status: 'requested' }),
      paymentsToVerify: await listLength('listPayments', { status: 'awaiting_verification' }),
      activeSubscribers: await listLength('listSubscribers', { status: 'subscribed' }),
      unsubscribed: await listLength('listSubscribers', { status: 'unsubscribed' }),
    };
    expect(numbers).toMatchObject(lengths);
    expect(numbers.unreadMessages).toBeGreaterThanOrEqual(2);
  });

  it('counts this week, this month and last month in the owner’s zone, as the lists filtered by them', async () => {
    const batch = admin().db.batch();
    const now = Date.now();
    const run = randomUUID().slice(0, 8);
    // A booking and a paid payment made just now, and a paid one 40 days ago (last month, or the
    // one before: either way not this month).
    batch.set(admin().db.collection('bookings').doc(`overview-${run}-now`), {
      ...BOOKING,
      status: 'cancelled',
      createdAt: Timestamp.fromMillis(now - 1_000),
    });
    for (const [key, ago] of [
      ['now', 1_000],
      ['old', 40 * 86_400_000],
    ] as const) {
      batch.set(admin().db.collection('payments').doc(`overview-${run}-${key}`), {
        ...PAYMENT,
        bookingId: `overview-${run}-now`,
        status: 'paid',
        amount: 123,
        createdAt: Timestamp.fromMillis(now - ago),
      });
    }
    await batch.commit();

    const numbers = await overview();
    const { week, month, lastMonth } = numbers.periods;
    expect(Date.parse(week.from)).toBeLessThanOrEqual(now);
    expect(Date.parse(week.to) - Date.parse(week.from)).toBeGreaterThanOrEqual(
      7 * 86_400_000 - 3_600_000,
    );
    expect(month.from).toBe(lastMonth.to);
    const revenueOf = async (range: { from: string; to: string }) => {
      let total = 0;
      let cursor: string | undefined;
      do {
        const answer = await adminCall(ADMIN.client, 'listPayments', {
          status: 'paid',
          ...range,
          limit: 100,
          cursor,
        });
        const page = ADMIN_CALLS.listPayments.response.parse(answer.json);
        total += page.items.reduce((sum, row) => sum + row.amount, 0);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return total;
    };
    expect(numbers).toMatchObject({
      bookingsThisWeek: await listLength('listBookings', week),
      bookingsThisMonth: await listLength('listBookings', month),
      cancelledThisMonth: await listLength('listBookings', { status: 'cancelled', ...month }),
      newSubscribersThisMonth: await listLength('listSubscribers', {
        status: 'subscribed',
        ...month,
      }),
      revenueThisMonth: await revenueOf(month),
      revenueLastMonth: await revenueOf(lastMonth),
    });
    expect(numbers.bookingsThisWeek).toBeGreaterThanOrEqual(1);
    expect(numbers.cancelledThisMonth).toBeGreaterThanOrEqual(1);
    expect(numbers.revenueThisMonth).toBeGreaterThanOrEqual(123);
    const cleanup = admin().db.batch();
    cleanup.delete(admin().db.collection('bookings').doc(`overview-${run}-now`));
    for (const key of ['now', 'old']) {
      cleanup.delete(admin().db.collection('payments').doc(`overview-${run}-${key}`));
    }
    await cleanup.commit();
  });

  it('counts a message opened as read no more, and again once marked unread', async () => {
    const id = await sendMessage();
    const before = (await overview()).unreadMessages;
    const read = await adminCall(ADMIN.client, 'setInboxRead', { kind: 'contact', id, read: true });
    expect(read.status, read.text).toBe(200);
    expect((await overview()).unreadMessages).toBe(before - 1);
    await adminCall(ADMIN.client, 'setInboxRead', { kind: 'contact', id, read: false });
    expect((await overview()).unreadMessages).toBe(before);
  });

  it('refuses a non-admin (403) and a signed-out caller (401)', async () => {
    const user = await signedIn('user');
    const refused = await adminCall(user.client, 'getAdminOverview', {});
    expect(refused.status).toBe(403);
    expect(apiFailureSchema.parse(refused.json).message).toBe(
      'Only administrators can see the overview.',
    );
    expect((await adminCall(new ApiClient(), 'getAdminOverview', {})).status).toBe(401);
  });
});
