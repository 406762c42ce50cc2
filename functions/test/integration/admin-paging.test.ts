import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_EXPIRED_MESSAGE } from '../../src/shared/admin-records';
import { ADMIN_CALLS, type AdminCallName } from '../../src/shared/admin-calls';
import { PASSWORD, callCallable, idTokenFor } from '../support/accounts';
import { signedIn, type SignedIn } from '../support/admin-api';
import {
  emptyCollections,
  newestFirst,
  seed,
  strangerId,
  walk,
  type ListPage,
  type Seeded,
} from '../support/admin-lists';
import { warmWorkers } from '../support/workers';

/**
 * Every admin list, seeded with 60 rows of which 45 match its filter (one in four does not,
 * interleaved in time), three rows to each instant.
 */
const COUNT = 60;
const matches = (index: number): boolean => index % 4 !== 3;

let ADMIN: SignedIn;
const seeded: Record<string, Seeded[]> = {};

const storedOnce = { requestHash: 'seeded' };

const contact = (status: string, index: number) => ({
  name: `Visitor ${index}`,
  email: `visitor${index}@example.com`,
  subject: `Message ${index}`,
  message: 'I would like to talk about a project.',
  status,
  read: false,
  ...storedOnce,
});

const inquiry = (status: string, index: number) => ({
  category: 'web',
  title: `Inquiry ${index}`,
  description: 'A project we would like to build with you.',
  contactEmail: `lead${index}@example.com`,
  urgency: 'normal',
  status,
  read: false,
  ...storedOnce,
});

const slot = (index: number) => {
  const start = Date.parse('2026-12-01T09:00:00Z') + index * 3_600_000;
  return {
    date: new Date(start).toISOString().slice(0, 10),
    time: new Date(start).toISOString().slice(11, 16),
    start: new Date(start),
    end: new Date(start + 3_600_000),
  };
};

const meeting = (status: string, index: number) => ({
  uid: `requester${index}`,
  ...slot(index),
  type: 'consulting',
  name: `Requester ${index}`,
  email: `requester${index}@example.com`,
  company: null,
  description: 'A call about a project.',
  status,
  slots: [],
  sequence: 0,
  ...storedOnce,
});

const booking = (status: string, index: number) => ({
  uid: null,
  serviceId: 'project-collaboration',
  serviceName: 'Project Collaboration',
  amount: 100,
  currency: 'GBP',
  name: `Booker ${index}`,
  email: `booker${index}@example.com`,
  company: null,
  description: null,
  ...slot(index),
  status,
  slots: [],
  holdExpiresAt: null,
  paymentId: null,
  sequence: 0,
  ...storedOnce,
});

const payment = (status: string, index: number) => ({
  bookingId: `booking${index}`,
  uid: null,
  email: `payer${index}@example.com`,
  name: `Payer ${index}`,
  serviceId: 'project-collaboration',
  amount: 100,
  currency: 'GBP',
  paymentMethod: 'bank-transfer',
  provider: 'manual',
  status,
  verifiedAt: null,
  ...storedOnce,
});

const endorsement = (status: string, index: number) => ({
  name: `Endorser ${index}`,
  skill: 'TypeScript',
  relation: 'colleague',
  status,
  ...storedOnce,
});

const ids = (pages: readonly ListPage[]): string[] =>
  pages.flatMap((page) => page.items.map((item) => item.id));
const sizes = (pages: readonly ListPage[]): number[] => pages.map((page) => page.items.length);
const only = (rows: Seeded[], statuses: readonly string[]) =>
  rows.filter((row) => statuses.includes(row.status));

interface ListCase {
  call: AdminCallName;
  collection: string;
  /** The request that filters (45 rows), and the one that does not (60), if the list has one. */
  filtered: Record<string, unknown>;
  unfiltered?: Record<string, unknown>;
  matching: string;
}

const CASES: ListCase[] = [
  {
    call: 'listInbox',
    collection: 'contactMessages',
    filtered: { kind: 'contact' },
    unfiltered: { kind: 'contact', includeSpam: true },
    matching: 'new',
  },
  {
    call: 'listInbox',
    collection: 'inquiries',
    filtered: { kind: 'inquiry', includeSpam: false },
    unfiltered: { kind: 'inquiry', includeSpam: true },
    matching: 'new',
  },
  {
    call: 'listMeetingRequests',
    collection: 'meetingRequests',
    filtered: { status: 'requested' },
    unfiltered: {},
    matching: 'requested',
  },
  {
    call: 'listBookings',
    collection: 'bookings',
    filtered: { status: 'confirmed' },
    unfiltered: {},
    matching: 'confirmed',
  },
  {
    call: 'listPayments',
    collection: 'payments',
    filtered: { status: 'awaiting_verification' },
    matching: 'awaiting_verification',
  },
  {
    call: 'listPendingEndorsements',
    collection: 'endorsements',
    filtered: {},
    matching: 'pending',
  },
];

const LISTED = [
  'contactMessages',
  'inquiries',
  'meetingRequests',
  'bookings',
  'payments',
  'endorsements',
  'auditLog',
];

describe('admin lists, a page at a time', () => {
  beforeAll(async () => {
    await emptyCollections(LISTED);
    const other = (pair: [string, string]) => (index: number) => pair[index % 2] ?? pair[0];
    const statusOf = (match: string, others: [string, string]) => (index: number) =>
      matches(index) ? match : other(others)(index);
    seeded.contactMessages = await seed(
      'contactMessages',
      COUNT,
      statusOf('new', ['spam', 'spam']),
      contact,
    );
    seeded.inquiries = await seed('inquiries', COUNT, statusOf('new', ['spam', 'spam']), inquiry);
    seeded.meetingRequests = await seed(
      'meetingRequests',
      COUNT,
      statusOf('requested', ['declined', 'accepted']),
      meeting,
    );
    seeded.bookings = await seed(
      'bookings',
      COUNT,
      statusOf('confirmed', ['cancelled', 'expired']),
      booking,
    );
    seeded.payments = await seed(
      'payments',
      COUNT,
      statusOf('awaiting_verification', ['paid', 'rejected']),
      payment,
    );
    seeded.endorsements = await seed(
      'endorsements',
      COUNT,
      statusOf('pending', ['approved', 'spam']),
      endorsement,
    );
    seeded.auditLog = await seed(
      'auditLog',
      45,
      () => 'cv.download',
      (_status, index) => ({ action: 'cv.download', actorUid: `reader${index}` }),
      'at',
    );
    ADMIN = await signedIn('admin');
  }, 60_000);

  it.each(CASES)(
    '$call of $collection: 45 matching rows in pages of 20, 20 and 5, newest first, each once',
    async ({ call, collection, filtered, matching }) => {
      const pages = await walk(ADMIN.client, call, filtered);
      expect(sizes(pages)).toEqual([20, 20, 5]);
      expect(pages.map((page) => page.nextCursor === null)).toEqual([false, false, true]);
      const expected = newestFirst(only(seeded[collection] ?? [], [matching]));
      expect(new Set(ids(pages)).size).toBe(45);
      expect(ids(pages)).toEqual(expected);
      // Each page as the call's contract has it, and the filter held on every one.
      for (const page of pages) {
        ADMIN_CALLS[call].response.parse(page);
        for (const item of page.items) {
          if ('status' in item) expect(item.status).toBe(matching);
          if ('spam' in item) expect(item.spam).toBe(false);
        }
      }
    },
  );

  it.each(CASES.filter((list) => list.unfiltered))(
    '$call of $collection without the filter: all 60, in three full pages',
    async ({ call, collection, unfiltered }) => {
      const pages = await walk(ADMIN.client, call, unfiltered ?? {});
      expect(sizes(pages)).toEqual([20, 20, 20]);
      expect(ids(pages)).toEqual(newestFirst(seeded[collection] ?? []));
    },
  );

  it('lists payments awaiting verification first, then the rest, each newest first', async () => {
    const pages = await walk(ADMIN.client, 'listPayments', {});
    const rows = seeded.payments ?? [];
    expect(sizes(pages)).toEqual([20, 20, 20]);
    expect(ids(pages)).toEqual([
      ...newestFirst(only(rows, ['awaiting_verification'])),
      ...newestFirst(only(rows, ['paid', 'rejected'])),
    ]);
    // The second run starts inside a page: the third page holds the last 5 waiting and 15 others.
    expect(pages[2]?.items.map((item) => item.status)).toEqual([
      ...Array<string>(5).fill('awaiting_verification'),
      ...only(rows, ['paid', 'rejected']).map(() => expect.stringMatching(/^(paid|rejected)$/)),
    ]);
  });

  it('reads the admin activity newest first with ISO instants', async () => {
    const pages = await walk(ADMIN.client, 'listAuditLog', {});
    expect(sizes(pages)).toEqual([20, 20, 5]);
    expect(ids(pages)).toEqual(newestFirst(seeded.auditLog ?? []));
    const first = ADMIN_CALLS.listAuditLog.response.parse(pages[0]).items[0];
    expect(first).toMatchObject({ action: 'cv.download', at: '2026-06-01T12:00:00.000Z' });
  });

  it('takes other page sizes, and 20 when none is asked for', async () => {
    expect(sizes(await walk(ADMIN.client, 'listBookings', { status: 'confirmed' }, 7))).toEqual([
      7, 7, 7, 7, 7, 7, 3,
    ]);
    expect(sizes(await walk(ADMIN.client, 'listBookings', {}, 100))).toEqual([60]);
    const answer = await ADMIN.client.post('/api/admin/listBookings', {});
    expect((answer.body.items as unknown[]).length).toBe(20);
  });

  it('walks the same pages through the callable', async () => {
    const token = await idTokenFor(ADMIN.account.email, PASSWORD);
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const answer = await callCallable(
        'listBookings',
        { status: 'confirmed', ...(cursor ? { cursor } : {}) },
        token,
      );
      const page = ADMIN_CALLS.listBookings.response.parse(answer.result);
      pages.push(page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor && pages.length < 5);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(pages.flat()).toEqual(
      ids(await walk(ADMIN.client, 'listBookings', { status: 'confirmed' })),
    );
  });
});

describe('admin list cursors', () => {
  beforeAll(async () => {
    ADMIN ??= await signedIn('admin');
  });

  async function firstCursor(call: string, request: Record<string, unknown>): Promise<string> {
    const [page] = await walk(ADMIN.client, call, request);
    if (!page?.nextCursor) throw new Error(`${call} has a single page.`);
    return page.nextCursor;
  }

  async function refused(call: string, request: Record<string, unknown>): Promise<void> {
    const answer = await ADMIN.client.post(`/api/admin/${call}`, request);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: PAGE_EXPIRED_MESSAGE,
      errors: { cursor: [PAGE_EXPIRED_MESSAGE] },
    });
  }

  /** The cursor's parts, changed by `change`, encoded as the server encodes them. */
  function reworked(cursor: string, change: (parts: unknown[]) => unknown[]): string {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parts)) throw new Error('A cursor is an array.');
    return Buffer.from(JSON.stringify(change([...parts]))).toString('base64url');
  }

  it('refuses a tampered cursor with 400 in the admin’s words, never a 500', async () => {
    const cursor = await firstCursor('listBookings', { status: 'confirmed' });
    const flipped = `${cursor.slice(0, 10)}${cursor[10] === 'A' ? 'B' : 'A'}${cursor.slice(11)}`;
    const tampered = [
      flipped,
      `${cursor}x`,
      cursor.slice(0, -4),
      'not a cursor!',
      'x'.repeat(600),
      '',
      reworked(cursor, (parts) => parts.with(5, strangerId())),
      reworked(cursor, (parts) => parts.with(3, Number(parts[3]) - 60)),
      reworked(cursor, (parts) => parts.with(4, 0)),
      reworked(cursor, (parts) => parts.with(5, '../x')),
      reworked(cursor, (parts) => parts.with(2, 1)),
    ];
    for (const bad of tampered) await refused('listBookings', { status: 'confirmed', cursor: bad });
    await refused('listBookings', { status: 'confirmed', cursor: 42 });
  });

  it('refuses a cursor of another list, or of the same list with another filter', async () => {
    const bookings = await firstCursor('listBookings', { status: 'confirmed' });
    await refused('listBookings', { cursor: bookings });
    await refused('listBookings', { status: 'cancelled', cursor: bookings });
    await refused('listPayments', { cursor: bookings });
    await refused('listMeetingRequests', { cursor: bookings });
    const contact = await firstCursor('listInbox', { kind: 'contact' });
    await refused('listInbox', { kind: 'inquiry', cursor: contact });
    await refused('listInbox', { kind: 'contact', includeSpam: true, cursor: contact });
    await refused('listAuditLog', { cursor: contact });
  });

  it('refuses a tampered cursor through the callable as invalid-argument', async () => {
    const token = await idTokenFor(ADMIN.account.email, PASSWORD);
    const answer = await callCallable('listAuditLog', { cursor: 'tampered' }, token);
    expect(answer.error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: PAGE_EXPIRED_MESSAGE,
      details: { errors: { cursor: [PAGE_EXPIRED_MESSAGE] } },
    });
  });
});

describe('admin lists under parallel requests', () => {
  // Thirty requests at once need thirty emulator workers: started beforehand, a few at a time.
  beforeAll(() => warmWorkers(30), 300_000);

  it('answers 30 requests for the same page at once, all 200 with the same rows', async () => {
    ADMIN ??= await signedIn('admin');
    const [first] = await walk(ADMIN.client, 'listBookings', { status: 'confirmed' });
    const request = { status: 'confirmed', limit: 20, cursor: first?.nextCursor };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => ADMIN.client.post('/api/admin/listBookings', request)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const pages = answers.map((answer) => JSON.stringify(answer.body.items));
    expect(new Set(pages).size).toBe(1);
    expect(JSON.parse(pages[0] ?? '[]')).toHaveLength(20);
  }, 120_000);
});
