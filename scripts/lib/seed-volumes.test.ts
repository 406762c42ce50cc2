import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { bookingWindow } from '../../functions/src/services/availability-slots.js';
import { auditRecordSchema } from '../../functions/src/shared/audit.js';
import { displayNameSchema, emailSchema, usernameSchema } from '../../functions/src/shared/auth.js';
import {
  DEFAULT_AVAILABILITY_SETTINGS,
  cellsCovering,
  slotLockDocumentSchema,
} from '../../functions/src/shared/availability.js';
import {
  bookingDocumentSchema,
  bookingHoldsDocumentSchema,
  bookingRowSchema,
  serviceBookingSchema,
} from '../../functions/src/shared/bookings.js';
import {
  contactMessageDocumentSchema,
  contactMessageSchema,
} from '../../functions/src/shared/contact.js';
import { services } from '../../functions/src/shared/content/services.js';
import {
  endorsementContactDocumentSchema,
  endorsementDocumentSchema,
  endorsementSubmissionSchema,
} from '../../functions/src/shared/endorsements.js';
import { isDocumentId } from '../../functions/src/shared/fields.js';
import {
  meetingRequestDocumentSchema,
  meetingRequestRowSchema,
  meetingRequestSchema,
} from '../../functions/src/shared/meetings.js';
import {
  newsletterSubscribeSchema,
  subscriberDocumentSchema,
} from '../../functions/src/shared/newsletter.js';
import {
  paymentDocumentSchema,
  paymentRowSchema,
  paymentSchema,
} from '../../functions/src/shared/payments.js';
import {
  inquiryDocumentSchema,
  projectInquirySchema,
} from '../../functions/src/shared/project-inquiry.js';
import {
  userProfileSchema,
  usernameClaimDocumentSchema,
} from '../../functions/src/shared/user-profile.js';
import { hashedId } from '../../functions/src/lib/hashing.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { volumeCounts, volumeDocuments, type Volumes } from './volume-documents.js';

const DAY_MS = 86_400_000;
const settings = DEFAULT_AVAILABILITY_SETTINGS;

/** The schema the product reads each collection with. */
const SCHEMAS: Record<string, ZodType> = {
  contactMessages: contactMessageDocumentSchema,
  inquiries: inquiryDocumentSchema,
  meetingRequests: meetingRequestDocumentSchema,
  bookings: bookingDocumentSchema,
  payments: paymentDocumentSchema,
  slotLocks: slotLockDocumentSchema,
  bookingHolds: bookingHoldsDocumentSchema,
  endorsements: endorsementDocumentSchema,
  endorsementsPrivate: endorsementContactDocumentSchema,
  newsletterSubscribers: subscriberDocumentSchema,
  auditLog: auditRecordSchema,
  users: userProfileSchema,
  usernames: usernameClaimDocumentSchema,
};

interface Parsed<T> {
  id: string;
  data: T;
}

/** A collection's documents parsed with `schema`: a missing or misnamed field fails here. */
function read<T>(volumes: Volumes, collection: string, schema: ZodType<T>): Parsed<T>[] {
  return volumes.documents
    .filter(({ path }) => path.startsWith(`${collection}/`))
    .map(({ path, data }) => ({ id: path.slice(collection.length + 1), data: schema.parse(data) }));
}

/** A document as the dashboards and the admin lists receive it: instants as ISO strings. */
const asRow = (id: string, data: object): Record<string, unknown> => ({
  ...Object.fromEntries(
    Object.entries(data).map(([key, value]: [string, unknown]) => [
      key,
      value instanceof Timestamp ? value.toDate().toISOString() : value,
    ]),
  ),
  id,
});

/** The product's request schema accepts `fields` and stores them unchanged (nothing to clean). */
function acceptedAsSent(schema: ZodType, fields: Record<string, unknown>): void {
  const parsed = schema.safeParse(fields);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toMatchObject(fields);
}

const NOW = new Date('2026-03-31T10:17:00Z');
const volumes = volumeDocuments(NOW);
const nowMs = NOW.getTime();

describe('volumeDocuments', () => {
  it('holds the volumes the admin area is measured against', () => {
    expect(volumeCounts(volumes)).toMatchObject({
      'contact messages': 200,
      'project inquiries': 100,
      'meeting requests': 100,
      bookings: 100,
      payments: 100,
      'endorsements awaiting review': 50,
      'newsletter subscribers': 1000,
      'audit-log entries': 200,
      'user accounts': 100,
    });
    const meetings = read(volumes, 'meetingRequests', meetingRequestDocumentSchema);
    const bookings = read(volumes, 'bookings', bookingDocumentSchema);
    const own = (uid: string) => ({
      meetings: meetings.filter(({ data }) => data.uid === uid).length,
      bookings: bookings.filter(({ data }) => data.uid === uid).length,
    });
    expect(own('demo-general-user')).toEqual({ meetings: 5, bookings: 5 });
    expect(own('demo-business-associate')).toEqual({ meetings: 3, bookings: 3 });
    const statuses = (list: readonly { data: { status: string } }[]) =>
      new Set(list.map(({ data }) => data.status));
    expect(statuses(meetings)).toEqual(new Set(['requested', 'accepted', 'declined', 'cancelled']));
    expect(statuses(bookings)).toEqual(
      new Set(['awaiting_verification', 'confirmed', 'cancelled', 'expired']),
    );
  });

  it('writes every document with exactly the fields its schema reads, under a unique id', () => {
    const paths = volumes.documents.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { path, data } of volumes.documents) {
      const [collection = '', id = '', ...rest] = path.split('/');
      expect(rest, path).toEqual([]);
      expect(isDocumentId(id), path).toBe(true);
      const schema = SCHEMAS[collection];
      if (!schema) throw new Error(`No schema for ${path}`);
      const parsed = schema.safeParse(data);
      expect(parsed.error?.issues ?? [], path).toEqual([]);
      // zod drops fields it does not know: a misnamed optional field would vanish here.
      expect(Object.keys(parsed.data ?? {}).sort(), path).toEqual(Object.keys(data).sort());
    }
  });

  it('gives the lists the rows they show', () => {
    for (const { id, data } of read(volumes, 'meetingRequests', meetingRequestDocumentSchema))
      expect(meetingRequestRowSchema.safeParse(asRow(id, data)).success).toBe(true);
    for (const { id, data } of read(volumes, 'bookings', bookingDocumentSchema))
      expect(bookingRowSchema.safeParse(asRow(id, data)).success).toBe(true);
    for (const { id, data } of read(volumes, 'payments', paymentDocumentSchema))
      expect(paymentRowSchema.safeParse(asRow(id, data)).success).toBe(true);
  });

  it('stores only what the forms would have accepted', () => {
    for (const { data } of read(volumes, 'contactMessages', contactMessageDocumentSchema)) {
      if (data.status === 'spam') continue;
      const { name, email, subject, message } = data;
      acceptedAsSent(contactMessageSchema, { name, email, subject, message });
    }
    for (const { data } of read(volumes, 'inquiries', inquiryDocumentSchema)) {
      const { category, title, description, budget, timeline, requirements } = data;
      acceptedAsSent(projectInquirySchema, {
        category,
        title,
        description,
        ...(budget === undefined ? {} : { budget }),
        ...(timeline === undefined ? {} : { timeline }),
        ...(requirements === undefined ? {} : { requirements }),
        contactEmail: data.contactEmail,
        urgency: data.urgency,
        timestamp: data.clientTimestamp,
      });
    }
    for (const { data } of read(volumes, 'meetingRequests', meetingRequestDocumentSchema)) {
      const { date, time, type, name, email, company, description } = data;
      acceptedAsSent(meetingRequestSchema, {
        date,
        time,
        type,
        name,
        email,
        ...(company === null ? {} : { company }),
        description,
      });
    }
    for (const { data } of read(volumes, 'bookings', bookingDocumentSchema)) {
      const { name, email, company, description, date, time } = data;
      acceptedAsSent(serviceBookingSchema, {
        name,
        email,
        ...(company === null ? {} : { company }),
        ...(description === null ? {} : { description }),
        date,
        time,
        type: data.serviceName,
      });
    }
    const contacts = new Map(
      read(volumes, 'endorsementsPrivate', endorsementContactDocumentSchema).map(({ id, data }) => [
        id,
        data.email,
      ]),
    );
    for (const { id, data } of read(volumes, 'endorsements', endorsementDocumentSchema)) {
      const { name, skill, headline, relation } = data;
      const email = contacts.get(id);
      acceptedAsSent(endorsementSubmissionSchema, {
        name,
        email,
        skill,
        ...(headline === undefined ? {} : { headline }),
        relation,
      });
    }
    for (const { id, data } of read(volumes, 'newsletterSubscribers', subscriberDocumentSchema)) {
      acceptedAsSent(newsletterSubscribeSchema, {
        email: data.email,
        ...(data.source ? { source: data.source } : {}),
      });
      // One document per address, under the id the newsletter calls look it up by.
      expect(id).toBe(hashedId(data.email.toLowerCase()));
    }
  });

  it('writes texts of every length, a few of them long', () => {
    const lengths = [
      ...read(volumes, 'contactMessages', contactMessageDocumentSchema).map(
        ({ data }) => data.message.length,
      ),
      ...read(volumes, 'inquiries', inquiryDocumentSchema).map(
        ({ data }) => data.description.length,
      ),
    ].sort((a, b) => a - b);
    const long = lengths.filter((length) => length > 2000).length;
    expect(long).toBeGreaterThanOrEqual(5);
    expect(long).toBeLessThan(lengths.length / 8);
    expect(lengths[0]).toBeLessThan(150);
    expect(new Set(lengths).size).toBeGreaterThan(lengths.length / 2);
  });

  it('dates everything over the last 90 days', () => {
    const created = volumes.documents.flatMap(({ data }) => {
      const at: unknown = data.createdAt ?? data.at;
      return at instanceof Timestamp ? [at.toMillis()] : [];
    });
    expect(created.length).toBeGreaterThan(1500);
    expect(Math.min(...created)).toBeGreaterThanOrEqual(nowMs - 90 * DAY_MS);
    expect(Math.max(...created)).toBeLessThanOrEqual(nowMs);
    // Spread out, not bunched: every fortnight of the 90 days has some.
    const fortnights = new Set(created.map((ms) => Math.floor((nowMs - ms) / (14 * DAY_MS))));
    expect(fortnights.size).toBeGreaterThanOrEqual(6);
  });

  it('makes the accounts as registration does, with unique usernames and addresses', () => {
    const profiles = new Map(
      read(volumes, 'users', userProfileSchema).map(({ id, data }) => [id, data]),
    );
    const claims = read(volumes, 'usernames', usernameClaimDocumentSchema);
    const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
    expect(new Set(volumes.users.map((user) => user.email)).size).toBe(volumes.users.length);
    for (const user of volumes.users) {
      expect(demoEmails).not.toContain(user.email);
      expect(usernameSchema.parse(user.username)).toBe(user.username);
      expect(emailSchema.parse(user.email)).toBe(user.email);
      expect(displayNameSchema.parse(user.displayName)).toBe(user.displayName);
      expect(profiles.get(user.uid)).toMatchObject({
        username: user.username,
        usernameLower: user.username.toLowerCase(),
        email: user.email,
        role: user.role,
      });
      expect(claims).toContainEqual({
        id: user.username.toLowerCase(),
        data: expect.objectContaining({ uid: user.uid }),
      });
    }
    expect(new Set(volumes.users.map((user) => user.role))).toEqual(
      new Set(['general_user', 'business_associate', 'ceo', 'admin']),
    );
  });

  it('books every session where the owner offered it, none sharing a minute', () => {
    const meetings = read(volumes, 'meetingRequests', meetingRequestDocumentSchema);
    const bookings = read(volumes, 'bookings', bookingDocumentSchema);
    const sessions = [
      ...meetings.map(({ data }) => ({ ...data, minutes: settings.slotMinutes })),
      ...bookings.map(({ data }) => {
        const service = services.find((entry) => entry.id === data.serviceId);
        if (!service || service.price !== data.amount || service.name !== data.serviceName)
          throw new Error(`Booking for ${data.serviceId} is not priced from the catalogue`);
        return { ...data, minutes: service.minutes };
      }),
    ];
    const cells = sessions.flatMap((session) => session.slots);
    expect(new Set(cells).size).toBe(cells.length);
    for (const session of sessions) {
      const { date, time, minutes } = session;
      const window = bookingWindow(settings, { date, time, minutes }, session.createdAt.toMillis());
      expect(window).toEqual({
        ok: true,
        startMs: session.start.toMillis(),
        endMs: session.end.toMillis(),
      });
      expect(session.slots).toEqual(
        cellsCovering(session.start.toMillis(), session.end.toMillis(), settings.bufferMinutes),
      );
    }
  });

  it('locks exactly the cells of the upcoming sessions that hold them', () => {
    const locks = new Map(
      read(volumes, 'slotLocks', slotLockDocumentSchema).map(({ id, data }) => [id, data]),
    );
    const meetings = read(volumes, 'meetingRequests', meetingRequestDocumentSchema);
    const bookings = read(volumes, 'bookings', bookingDocumentSchema);
    const holding = [
      ...meetings
        .filter(({ data }) => data.status === 'requested' || data.status === 'accepted')
        .map(({ id, data }) => ({ collection: 'meetingRequests', id, data, held: null })),
      ...bookings
        .filter(
          ({ data }) => data.status === 'confirmed' || data.status === 'awaiting_verification',
        )
        .map(({ id, data }) => ({
          collection: 'bookings',
          id,
          data,
          held: data.status === 'awaiting_verification' ? data.holdExpiresAt : null,
        })),
    ].filter(({ data }) => data.start.toMillis() > nowMs);
    expect(holding.length).toBeGreaterThan(20);
    const expected = holding.flatMap(({ collection, id, data, held }) =>
      data.slots.map((cell) => [cell, { collection, id, held: held?.toMillis() ?? null }] as const),
    );
    expect(
      [...locks].map(([cell, lock]) => [
        cell,
        {
          ...lock.holder,
          held: lock.state === 'held' ? (lock.expiresAt?.toMillis() ?? null) : null,
        },
      ]),
    ).toEqual(expect.arrayContaining(expected));
    expect(locks.size).toBe(expected.length);
  });

  it('gives each booking its payment, in states the owner’s verification leaves them', () => {
    const bookings = new Map(
      read(volumes, 'bookings', bookingDocumentSchema).map(({ id, data }) => [id, data]),
    );
    const payments = read(volumes, 'payments', paymentDocumentSchema);
    const pairs = new Set<string>();
    for (const { id, data: payment } of payments) {
      const booking = bookings.get(payment.bookingId);
      expect(booking?.paymentId).toBe(id);
      if (!booking) continue;
      expect(
        paymentSchema.safeParse({
          bookingId: payment.bookingId,
          email: payment.email,
          name: payment.name,
          service: payment.serviceId,
          amount: payment.amount,
          currency: payment.currency,
          paymentMethod: payment.paymentMethod,
        }).success,
      ).toBe(true);
      expect(payment).toMatchObject({
        uid: booking.uid,
        email: booking.email,
        amount: booking.amount,
        serviceId: booking.serviceId,
      });
      pairs.add(`${booking.status}/${payment.status}`);
      const hold = booking.holdExpiresAt?.toMillis();
      if (booking.status === 'awaiting_verification') expect(hold).toBeGreaterThan(nowMs);
      else if (booking.status === 'expired') expect(hold).toBeLessThanOrEqual(nowMs);
      else expect(hold).toBeUndefined();
      expect(payment.verifiedAt === null).toBe(payment.status === 'awaiting_verification');
    }
    expect(pairs).toEqual(
      new Set([
        'confirmed/paid',
        'cancelled/paid',
        'cancelled/rejected',
        'expired/awaiting_verification',
        'awaiting_verification/awaiting_verification',
      ]),
    );
  });

  it('audits the decisions the records show, and nothing that did not happen', () => {
    const statusOf = new Map(
      [
        ...read(volumes, 'meetingRequests', meetingRequestDocumentSchema),
        ...read(volumes, 'bookings', bookingDocumentSchema),
        ...read(volumes, 'payments', paymentDocumentSchema),
      ].map(({ id, data }) => [id, data.status]),
    );
    const roleOf = new Map(volumes.users.map((user) => [user.uid, user.role]));
    const allowed: Record<string, readonly (string | undefined)[]> = {
      'meeting.accept': ['accepted', 'declined', 'cancelled'],
      'meeting.decline': ['declined'],
      'payment.paid': ['paid'],
      'payment.reject': ['rejected'],
      'booking.cancel': ['cancelled'],
    };
    const entries = read(volumes, 'auditLog', auditRecordSchema);
    for (const { data: entry } of entries) {
      expect(entry.at.toMillis()).toBeLessThanOrEqual(nowMs);
      if (entry.action === 'setRole') expect(roleOf.get(entry.targetUid)).toBe(entry.role);
      else if ('targetId' in entry)
        expect(allowed[entry.action], entry.action).toContain(statusOf.get(entry.targetId));
    }
    expect(new Set(entries.map(({ data }) => data.action)).size).toBeGreaterThanOrEqual(7);
  });

  it('comes out the same for the same moment, and under the same ids on another day', () => {
    expect(volumeDocuments(NOW)).toEqual(volumes);
    const later = volumeDocuments(new Date(nowMs + 3 * DAY_MS + 3_600_000));
    // Where sessions land moves with the day, and their locks with them (stale ones are deleted).
    const ids = ({ documents }: Volumes) =>
      documents.map(({ path }) => path).filter((path) => !path.startsWith('slotLocks/'));
    expect(ids(later)).toEqual(ids(volumes));
  });

  it.each(['2026-10-25T01:30:00Z', '2026-12-24T16:00:00Z', '2027-06-01T23:59:00Z'])(
    'finds room for every session on %s',
    (iso) => {
      const at = volumeDocuments(new Date(iso));
      expect(volumeCounts(at)).toMatchObject({ 'meeting requests': 100, bookings: 100 });
    },
  );
});
