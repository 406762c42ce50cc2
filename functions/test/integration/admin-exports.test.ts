import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../src/shared/zod';
import { ADMIN_CALLS } from '../../src/shared/admin-calls';
import { NO_SUCH_EXPORT } from '../../src/shared/admin-exports';
import { apiFailureSchema } from '../../src/shared/api-response';
import { auditRowSchema } from '../../src/shared/audit';
import { BOOKING_STATUSES } from '../../src/shared/bookings';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '../../src/shared/newsletter';
import { PAYMENT_STATUSES } from '../../src/shared/payments';
import { admin } from '../support/accounts';
import { ApiClient } from '../support/api';
import { adminCall, signedIn, type SignedIn } from '../support/admin-api';
import { hostingUrl } from '../support/emulators';

let ADMIN: SignedIn;
let USER: SignedIn;

/** Subscribers this file adds, each with a marker in its address so the file finds its own. */
const MARKER = `export-${randomUUID().slice(0, 8)}`;
const SEEDED = 60;

async function seedSubscribers(count: number, from = 0): Promise<void> {
  const batch = admin().db.batch();
  for (let index = from; index < from + count; index += 1) {
    const status = SUBSCRIBER_STATUSES[index % SUBSCRIBER_STATUSES.length] ?? 'subscribed';
    const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + index * 60_000);
    batch.set(admin().db.collection('newsletterSubscribers').doc(`${MARKER}-${index}`), {
      email: `reader${index}.${MARKER}@example.com`,
      status,
      source: 'footer',
      createdAt: at,
      ...(status === 'subscribed' ? { subscribedAt: at } : {}),
      ...(status === 'unsubscribed' ? { subscribedAt: at, unsubscribedAt: at } : {}),
    });
  }
  await batch.commit();
}

/** Bookings and their payments in every status, written as the services store them. */
async function seedBookingsAndPayments(count: number): Promise<void> {
  const batch = admin().db.batch();
  for (let index = 0; index < count; index += 1) {
    const at = Timestamp.fromMillis(Date.UTC(2026, 1, 1) + index * 60_000);
    const start = Timestamp.fromMillis(Date.UTC(2031, 0, 6, 9) + index * 3_600_000);
    const status = (['confirmed', 'cancelled', 'awaiting_verification'] as const)[index % 3];
    const person = { name: `Booker ${index}`, email: `booker${index}.${MARKER}@example.com` };
    batch.set(admin().db.collection('bookings').doc(`${MARKER}-b${index}`), {
      uid: null,
      serviceId: 'technical-deep-dive',
      serviceName: 'Technical Deep Dive',
      amount: 200,
      currency: 'GBP',
      ...person,
      company: index % 2 ? '=cmd|"/c calc"!A1' : null,
      description: null,
      date: '2031-01-06',
      time: '09:00',
      start,
      end: Timestamp.fromMillis(start.toMillis() + 3_600_000),
      status,
      slots: [],
      holdExpiresAt: null,
      paymentId: `${MARKER}-p${index}`,
      sequence: 0,
      requestHash: MARKER,
      createdAt: at,
    });
    batch.set(admin().db.collection('payments').doc(`${MARKER}-p${index}`), {
      bookingId: `${MARKER}-b${index}`,
      uid: null,
      ...person,
      serviceId: 'technical-deep-dive',
      amount: 200,
      currency: 'GBP',
      paymentMethod: 'bank_transfer',
      provider: 'manual',
      status: (['paid', 'rejected', 'awaiting_verification'] as const)[index % 3],
      verifiedAt: index % 3 === 2 ? null : at,
      requestHash: MARKER,
      createdAt: at,
    });
  }
  await batch.commit();
}

/** Every document this file wrote, gone again: later files list these collections too. */
async function removeSeeded(): Promise<void> {
  for (const name of ['newsletterSubscribers', 'bookings', 'payments']) {
    const snapshot = await admin().db.collection(name).get();
    const mine = snapshot.docs.filter((doc) => doc.id.startsWith(MARKER));
    await Promise.all(mine.map((doc) => doc.ref.delete()));
  }
}

type ListName = 'listSubscribers' | 'listBookings' | 'listPayments';

/** Each list's export, which of its CSV columns names a row, and the row field it holds. */
const EXPORT_OF: Record<ListName, { name: string; header: string; field: string }> = {
  listSubscribers: { name: 'subscribers', header: 'Email', field: 'email' },
  listBookings: { name: 'bookings', header: 'Booking', field: 'id' },
  listPayments: { name: 'payments', header: 'Payment', field: 'id' },
};

const pageSchema = z.object({
  items: z.array(z.record(z.string(), z.unknown())),
  nextCursor: z.string().nullable(),
});

/** Every row of a list across all its pages, `limit` at a time, in order. */
async function allPages(name: ListName, filter: object, limit: number) {
  const rows: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  do {
    const answer = await adminCall(ADMIN.client, name, { ...filter, limit, cursor });
    expect(answer.status, answer.text).toBe(200);
    const page = pageSchema.parse(answer.json);
    rows.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** The whole audit log, 100 entries a page. */
async function wholeAuditLog() {
  const rows: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  do {
    const answer = await adminCall(ADMIN.client, 'listAuditLog', { limit: 100, cursor });
    const page = pageSchema.parse(answer.json);
    rows.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** The CSV's records as objects by header, as a spreadsheet app would read them. */
function recordsOf(text: string): Record<string, string>[] {
  return parse(text, { columns: true });
}

async function exported(name: string, filter: object, client = ADMIN.client) {
  const answer = await client.post(`/api/admin/export/${name}`, filter);
  return { ...answer, records: answer.status === 200 ? recordsOf(answer.text) : [] };
}

describe('admin lists and CSV exports', () => {
  beforeAll(async () => {
    [ADMIN, USER] = await Promise.all([signedIn('admin'), signedIn('user')]);
    await Promise.all([seedSubscribers(SEEDED), seedBookingsAndPayments(45)]);
  });

  afterAll(removeSeeded);

  it('pages the subscribers on the server, no row twice or missing while new ones arrive', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let added = SEEDED;
    do {
      const answer = await adminCall(ADMIN.client, 'listSubscribers', { limit: 25, cursor });
      expect(answer.status, answer.text).toBe(200);
      const page = ADMIN_CALLS.listSubscribers.response.parse(answer.json);
      seen.push(...page.items.map(({ id }) => id));
      // Someone subscribes between two pages: newer than every page read, so never in them.
      await seedSubscribers(2, added);
      added += 2;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const mine = seen.filter((id) => id.startsWith(`${MARKER}-`));
    expect(new Set(seen).size).toBe(seen.length);
    for (let index = 0; index < SEEDED; index += 1) expect(mine).toContain(`${MARKER}-${index}`);
  });

  it('filters the subscribers by status on the server, unsubscribed ones marked', async () => {
    const answer = await adminCall(ADMIN.client, 'listSubscribers', {
      status: 'unsubscribed',
      limit: 100,
    });
    const page = ADMIN_CALLS.listSubscribers.response.parse(answer.json);
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) {
      expect(row.status).toBe('unsubscribed');
      expect(row.unsubscribedAt).not.toBeNull();
    }
  });

  it('exports exactly the rows the list shows across all its pages, for any filter and page size', async () => {
    const statuses: Record<ListName, readonly string[]> = {
      listSubscribers: SUBSCRIBER_STATUSES,
      listBookings: BOOKING_STATUSES,
      listPayments: PAYMENT_STATUSES,
    };
    const lists = fc.constantFrom<ListName>('listSubscribers', 'listBookings', 'listPayments');
    const filters = lists.chain((name) =>
      fc.record({
        name: fc.constant(name),
        status: fc.option(fc.constantFrom(...statuses[name]), { nil: undefined }),
        limit: fc.constantFrom(25, 50, 100),
      }),
    );
    await fc.assert(
      fc.asyncProperty(filters, async ({ name, status, limit }) => {
        const filter = status ? { status } : {};
        const { header, field } = EXPORT_OF[name];
        const listed = (await allPages(name, filter, limit)).map((row) => row[field]);
        const { status: code, records } = await exported(EXPORT_OF[name].name, filter);
        expect(code).toBe(200);
        expect(records.map((record) => record[header])).toEqual(listed);
      }),
      { numRuns: 200 },
    );
  }, 300_000);

  it('exports the project inquiries the inbox lists, all or only the unread, with their details', async () => {
    const batch = admin().db.batch();
    for (let index = 0; index < 7; index += 1) {
      batch.set(admin().db.collection('inquiries').doc(`${MARKER}-inquiry-${index}`), {
        category: 'web',
        title: `=HYPERLINK("x") ${MARKER} ${index}`,
        description: 'A project we would like to build with you.',
        contactEmail: `lead${index}@example.com`,
        urgency: 'normal',
        status: index === 6 ? 'spam' : 'new',
        read: index % 2 === 0,
        requestHash: 'seeded',
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 1) + index * 60_000),
      });
    }
    await batch.commit();
    try {
      for (const filter of [{}, { unread: true }, { includeSpam: true }]) {
        const rows: { id: string }[] = [];
        let cursor: string | undefined;
        do {
          const answer = await adminCall(ADMIN.client, 'listInbox', {
            kind: 'inquiry',
            ...filter,
            limit: 3,
            cursor,
          });
          const page = ADMIN_CALLS.listInbox.response.parse(answer.json);
          rows.push(...page.items);
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        const { status, records } = await exported('inquiries', filter);
        expect(status).toBe(200);
        expect(
          records.map((record) => record.Inquiry),
          JSON.stringify(filter),
        ).toEqual(rows.map((row) => row.id));
      }
      const { records } = await exported('inquiries', { unread: true });
      const mine = records.filter((record) => record.Inquiry?.startsWith(MARKER));
      expect(mine.map((record) => record.Read)).toEqual(['no', 'no', 'no']);
      expect(mine[0]?.Subject).toBe(`'=HYPERLINK("x") ${MARKER} 5`);
      expect(mine[0]?.Details).toMatch(/^Category: .*; Urgency: /);
      expect((await exported('inquiries', { unread: 'yes' })).status).toBe(400);
      expect((await exported('inquiries', {}, USER.client)).status).toBe(403);
    } finally {
      const remove = admin().db.batch();
      for (let index = 0; index < 7; index += 1) {
        remove.delete(admin().db.collection('inquiries').doc(`${MARKER}-inquiry-${index}`));
      }
      await remove.commit();
    }
  });

  it('exports the whole audit log, newest first, this export’s own entry at the top', async () => {
    const before = (await wholeAuditLog()).map((row) => row.at);
    const { records } = await exported('audit-log', {});
    const [own, ...rest] = records;
    expect(own).toMatchObject({ Action: 'export', By: ADMIN.account.uid });
    expect(rest.map((record) => record.At)).toEqual(before);
  });

  it('neutralises formula cells and keeps newlines, round-tripping as text', async () => {
    const id = `${MARKER}-formula`;
    await admin().db.collection('newsletterSubscribers').doc(id).set({
      email: ' =HYPERLINK("http://x.example","hi")\nsecond line',
      status: 'spam',
      createdAt: Timestamp.now(),
    });
    const { records } = await exported('subscribers', { status: 'spam' });
    const row = records.find((record) => record.Email?.includes('HYPERLINK'));
    expect(row?.Email).toBe(`' =HYPERLINK("http://x.example","hi")\nsecond line`);
    await admin().db.collection('newsletterSubscribers').doc(id).delete();

    const bookings = await exported('bookings', { status: 'confirmed' });
    const company = bookings.records.find((record) => record.Company?.includes('calc'));
    expect(company?.Company).toBe(`'=cmd|"/c calc"!A1`);
  });

  it('sends UTF-8 with a byte order mark, as an attachment named by list, filter and day', async () => {
    const response = await fetch(`${hostingUrl()}/api/admin/export/subscribers`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: hostingUrl(),
        Cookie: ADMIN.client.cookie ?? '',
      },
      body: JSON.stringify({ status: 'subscribed' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-subscribed-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('audits every export on the server, with its filter', async () => {
    const status: SubscriberStatus = 'unsubscribed';
    await exported('subscribers', { status });
    const answer = await adminCall(ADMIN.client, 'listAuditLog', { limit: 20 });
    const rows = ADMIN_CALLS.listAuditLog.response.parse(answer.json).items;
    const entry = rows.find((row) => row.action === 'export' && row.actorUid === ADMIN.account.uid);
    expect(auditRowSchema.parse(entry)).toMatchObject({ list: 'subscribers', status });
  });

  it('refuses a bad filter with words, an unknown export with 404, never a 5xx', async () => {
    const bad = await exported('subscribers', { status: 'everyone' });
    expect(bad.status).toBe(400);
    expect(apiFailureSchema.parse(bad.json).message).toContain(
      'Choose subscribed, unsubscribed or spam.',
    );
    for (const body of [null, [], 'subscribers', 7]) {
      const answer = await ADMIN.client.call('/api/admin/export/subscribers', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const name of ['constructor', '__proto__', 'users', '..', 'audit-log%2F..']) {
      const answer = await exported(name, {});
      expect(answer.status, name).toBe(404);
      if (name !== '..') expect(apiFailureSchema.parse(answer.json).message).toBe(NO_SUCH_EXPORT);
    }
  });

  it('refuses a non-admin (403) and a signed-out caller (401) every list and export', async () => {
    for (const name of ['subscribers', 'bookings', 'payments', 'audit-log']) {
      expect((await exported(name, {}, USER.client)).status, name).toBe(403);
      expect((await exported(name, {}, new ApiClient())).status, name).toBe(401);
    }
    const list = await adminCall(USER.client, 'listSubscribers', {});
    expect(list.status).toBe(403);
    expect(apiFailureSchema.parse(list.json).message).toBe(
      'Only administrators can see the newsletter subscribers.',
    );
  });
});
