import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLS, type AdminCallName, type AdminRequest } from '../../src/shared/admin-calls';
import { apiFailureSchema } from '../../src/shared/api-response';
import { z } from '../../src/shared/zod';
import { ApiClient } from '../support/api';
import { adminCall, signedIn, type SignedIn } from '../support/admin-api';

let ADMIN: SignedIn;

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
