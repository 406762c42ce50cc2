import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { profile } from '../../src/shared/content/profile';
import { ApiClient } from '../support/api';
import { admin, mailTo, uniqueName } from '../support/accounts';

const visitorEmail = (): string => `${uniqueName('visitor')}@example.com`;

interface Endpoint {
  path: string;
  collection: string;
  /** A valid payload from `email` with a unique marker in a text field. */
  valid: (email: string, marker: string) => Record<string, unknown>;
  /** Each invalid field and the message the form gives for it. */
  invalid: [field: string, value: unknown, message: string][];
  /** Accepted answer's message. */
  message: string;
  /** Submissions per email before the limit answers 429. */
  perEmail: number;
  /** Submissions per IP before the limit answers 429. */
  perIp: number;
}

const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/contact',
    collection: 'contactMessages',
    valid: (email, marker) => ({
      name: 'Ada Lovelace',
      email,
      subject: `Project ${marker}`,
      message: 'I would like to talk about a project.',
    }),
    invalid: [
      ['name', 'A', 'Name must be at least 2 characters.'],
      ['email', 'not-an-email', 'Please enter a valid email address.'],
      ['subject', 'Hi', 'Subject must be at least 5 characters.'],
      ['message', 'Too short', 'Message must be at least 10 characters.'],
    ],
    message: 'Thank you for your message! I will get back to you soon.',
    perEmail: 3,
    perIp: 5,
  },
  {
    path: '/api/project-inquiry',
    collection: 'inquiries',
    valid: (email, marker) => ({
      category: 'ai-development',
      title: `Tutor bot ${marker}`,
      description: 'An AI tutor for a school.',
      budget: '10k-25k',
      timeline: '2-3-months',
      contactEmail: email,
      timestamp: new Date().toISOString(),
    }),
    invalid: [
      ['category', 'quantum', 'Please fill in all required fields.'],
      ['title', '', 'Please fill in all required fields.'],
      ['description', '   ', 'Please fill in all required fields.'],
      ['contactEmail', 'nobody', 'Please fill in all required fields.'],
      ['budget', 'a-lot', 'Choose a budget from the list.'],
      ['urgency', 'yesterday', 'Choose how urgent the project is.'],
    ],
    message:
      "Your project inquiry has been received. I'll respond within 24 hours with a detailed proposal.",
    perEmail: 3,
    perIp: 5,
  },
  {
    path: '/api/endorsements',
    collection: 'endorsements',
    valid: (email, marker) => ({
      name: 'Grace Hopper',
      email,
      skill: `Compilers ${marker}`,
      headline: 'Rear Admiral',
      relation: 'colleague',
    }),
    invalid: [
      ['name', 'G', 'Name is required'],
      ['email', 'grace', 'Please enter a valid email'],
      ['skill', '', 'Skill is required'],
      ['relation', 'boss', 'Choose connection, colleague or other.'],
    ],
    message: 'Thank you! Your endorsement has been submitted for review.',
    perEmail: 5,
    perIp: 10,
  },
];

async function docsWith(collection: string, field: string, value: string) {
  const snapshot = await admin().db.collection(collection).where(field, '==', value).get();
  return snapshot.docs;
}

describe.each(ENDPOINTS)('POST $path', (endpoint) => {
  const markerField = (payload: Record<string, unknown>): [string, string] => {
    const field =
      endpoint.path === '/api/contact'
        ? 'subject'
        : endpoint.path === '/api/endorsements'
          ? 'skill'
          : 'title';
    return [field, String(payload[field])];
  };

  it('stores a valid submission once, with a server timestamp, and mails the owner and the visitor', async () => {
    const email = visitorEmail();
    const payload = endpoint.valid(email, randomUUID());
    const answer = await new ApiClient().post(endpoint.path, payload);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: endpoint.message });

    const [field, marker] = markerField(payload);
    const docs = await docsWith(endpoint.collection, field, marker);
    expect(docs).toHaveLength(1);
    expect(docs[0]?.id).toBe(answer.body.id);
    expect(docs[0]?.get('createdAt')?.toDate()).toBeInstanceOf(Date);

    expect(await mailTo(email)).toHaveLength(1);
    const ownerMail = (await mailTo(profile.email)).filter((mail) =>
      mail.message.subject.includes(marker),
    );
    expect(ownerMail).toHaveLength(1);
  });

  it('answers a replay of the same Idempotency-Key with the first answer and stores nothing new', async () => {
    const email = visitorEmail();
    const payload = endpoint.valid(email, randomUUID());
    const key = randomUUID();
    const client = new ApiClient();
    const send = () =>
      client.call(endpoint.path, {
        method: 'POST',
        json: payload,
        headers: { 'Idempotency-Key': key },
      });
    const first = await send();
    const replay = await send();
    expect(first.status, first.text).toBe(201);
    expect(replay.status).toBe(first.status);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const [field, marker] = markerField(payload);
    expect(await docsWith(endpoint.collection, field, marker)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);

    // The same key with other content is a mistake the caller hears about.
    const reused = await client.call(endpoint.path, {
      method: 'POST',
      json: endpoint.valid(email, randomUUID()),
      headers: { 'Idempotency-Key': key },
    });
    expect(reused.status).toBe(409);
  });

  it('counts one request sent several times at once (one key) as one use of its limits', async () => {
    const email = visitorEmail();
    const payload = endpoint.valid(email, randomUUID());
    const key = randomUUID();
    const client = new ApiClient();
    // As many copies as the email's limit allows, all at once: whichever stores first is the
    // request, the others are its replays and give back what they took.
    const copies = await Promise.all(
      Array.from({ length: endpoint.perEmail }, () =>
        client.call(endpoint.path, {
          method: 'POST',
          json: payload,
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    expect(copies.map((copy) => copy.status)).toEqual(copies.map(() => 201));
    const [field, marker] = markerField(payload);
    expect(await docsWith(endpoint.collection, field, marker)).toHaveLength(1);

    // The email has all its other uses left: as many new requests as the limit less one.
    for (let i = 1; i < endpoint.perEmail; i++) {
      const next = await client.post(endpoint.path, endpoint.valid(email, randomUUID()));
      expect(next.status, next.text).toBe(201);
    }
    expect((await client.post(endpoint.path, endpoint.valid(email, randomUUID()))).status).toBe(
      429,
    );
  });

  it.each(endpoint.invalid)(
    'refuses an invalid %s with its message',
    async (field, value, message) => {
      const email = visitorEmail();
      const answer = await new ApiClient().post(endpoint.path, {
        ...endpoint.valid(email, randomUUID()),
        [field]: value,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect((answer.body.errors as Record<string, string[]>)[field]).toContain(message);
      expect(await mailTo(email)).toHaveLength(0);
    },
  );

  it('refuses a body over 64 KiB with 413', async () => {
    const answer = await new ApiClient().post(endpoint.path, {
      ...endpoint.valid(visitorEmail(), randomUUID()),
      padding: 'x'.repeat(70 * 1024),
    });
    expect(answer.status).toBe(413);
  });

  it('limits submissions per email and per IP with 429 and Retry-After', async () => {
    const email = visitorEmail();
    const sameEmail = new ApiClient();
    for (let i = 0; i < endpoint.perEmail; i++)
      expect(
        (await sameEmail.post(endpoint.path, endpoint.valid(email, randomUUID()))).status,
      ).toBe(201);
    const overEmail = await new ApiClient().post(
      endpoint.path,
      endpoint.valid(email, randomUUID()),
    );
    expect(overEmail.status).toBe(429);
    expect(Number(overEmail.headers.get('retry-after'))).toBeGreaterThan(0);

    const sameIp = new ApiClient();
    for (let i = 0; i < endpoint.perIp; i++)
      expect(
        (await sameIp.post(endpoint.path, endpoint.valid(visitorEmail(), randomUUID()))).status,
      ).toBe(201);
    const overIp = await sameIp.post(endpoint.path, endpoint.valid(visitorEmail(), randomUUID()));
    expect(overIp.status).toBe(429);
  });

  it('accepts a filled honeypot silently, stores it as spam and sends no mail', async () => {
    const email = visitorEmail();
    const payload = { ...endpoint.valid(email, randomUUID()), website: 'http://spam.example' };
    const answer = await new ApiClient().post(endpoint.path, payload);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: endpoint.message });
    const [field, marker] = markerField(payload);
    const docs = await docsWith(endpoint.collection, field, marker);
    expect(docs.map((doc) => doc.get('status'))).toEqual(['spam']);
    expect(await mailTo(email)).toHaveLength(0);
    expect(
      (await mailTo(profile.email)).filter((mail) => mail.message.subject.includes(marker)),
    ).toHaveLength(0);
  });

  it('refuses a malformed Idempotency-Key instead of ignoring it', async () => {
    const answer = await new ApiClient().call(endpoint.path, {
      method: 'POST',
      json: endpoint.valid(visitorEmail(), randomUUID()),
      headers: { 'Idempotency-Key': 'short' },
    });
    expect(answer.status).toBe(400);
  });
});
