import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiFailureSchema } from '../../src/shared/api-response';
import { ApiClient, type ApiAnswer } from '../support/api';
import { admin, registerVerified, signIn, uniqueName } from '../support/accounts';

/** Every route that reads a body, with the fields it reads. */
const PUBLIC_ROUTES: [path: string, fields: string[]][] = [
  ['/api/login', ['username', 'password']],
  ['/api/2fa/verify-login', ['username', 'code', 'challenge']],
  ['/api/login/link', ['code']],
  ['/api/register', ['username', 'email', 'password', 'role', 'displayName']],
  ['/api/resend-verification', ['email']],
  ['/api/forgot-password', ['email']],
  ['/api/reset-password', ['token', 'newPassword']],
  ['/api/verify-email', ['code']],
  ['/api/contact', ['name', 'email', 'subject', 'message', 'website']],
  [
    '/api/project-inquiry',
    [
      'category',
      'title',
      'description',
      'budget',
      'timeline',
      'requirements',
      'contactEmail',
      'urgency',
      'timestamp',
    ],
  ],
  ['/api/endorsements', ['name', 'email', 'skill', 'headline', 'relation']],
  ['/api/newsletter/subscribe', ['email', 'source']],
  ['/api/newsletter/unsubscribe', ['email', 'token']],
  ['/api/verify-code/request', ['email']],
  ['/api/verify-code', ['email', 'code']],
];

const SIGNED_IN_ROUTES: [path: string, fields: string[]][] = [
  ['/api/profile', ['displayName', 'username']],
  ['/api/change-email', ['newEmail', 'password']],
  ['/api/change-password', ['currentPassword', 'newPassword']],
  ['/api/2fa/enable', ['code']],
  ['/api/2fa/disable', ['code']],
];

const WRONG_TYPES: unknown[] = [12345, true, ['x'], { nested: 'x' }];

/** Every message of a 400, the top one and each field's, none of them a library's. */
function expectOwnWords(answer: ApiAnswer, what: string): void {
  expect(answer.status, `${what}: ${answer.text}`).toBe(400);
  const body = apiFailureSchema.parse(answer.json);
  const messages = [body.message, ...Object.values(body.errors ?? {}).flat()];
  for (const message of messages) {
    expect(message, what).not.toMatch(/^(Invalid input|Invalid option|Too (small|big)|Expected)/);
    expect(message, what).not.toMatch(/received (undefined|number|boolean|array|object|null)/);
  }
}

async function expectOwnWordsFor(client: ApiClient, path: string, fields: string[]) {
  const empty = await client.post(path, {});
  // The profile form's fields are all optional: {} changes nothing and is fine.
  if (path === '/api/profile') expect(empty.status).toBe(200);
  else expectOwnWords(empty, `${path} {}`);
  for (const wrong of WRONG_TYPES) {
    const body = Object.fromEntries(fields.map((field) => [field, wrong]));
    expectOwnWords(await client.post(path, body), `${path} ${JSON.stringify(body)}`);
  }
}

describe('messages a person can act on (issue 10, point 7)', () => {
  it('asks for the sign-in fields in words', async () => {
    const answer = await new ApiClient().post('/api/login', {});
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Enter your username or email');
    expect(answer.body.errors).toEqual({
      username: ['Enter your username or email'],
      password: ['Enter your password'],
    });
  });

  it.each(PUBLIC_ROUTES)(
    'never shows library text for missing or wrong-type fields: %s',
    async (path, fields) => {
      await expectOwnWordsFor(new ApiClient(), path, fields);
    },
  );

  it('never shows library text on the signed-in forms', async () => {
    const client = new ApiClient();
    await signIn(client, await registerVerified(client));
    for (const [path, fields] of SIGNED_IN_ROUTES) await expectOwnWordsFor(client, path, fields);
  });
});

describe('an optional field sent as null is treated as absent', () => {
  it('accepts an endorsement with a null headline', async () => {
    const skill = `Null headline ${randomUUID()}`;
    const answer = await new ApiClient().post('/api/endorsements', {
      name: 'Grace Hopper',
      email: `${uniqueName('endorser')}@example.com`,
      skill,
      headline: null,
      relation: null,
    });
    expect(answer.status, answer.text).toBe(201);
    const stored = await admin()
      .db.doc(`endorsements/${String(answer.body.id)}`)
      .get();
    expect(stored.get('headline')).toBeUndefined();
    expect(stored.get('relation')).toBe('connection');
  });

  it('accepts a project inquiry whose optional choices are null', async () => {
    const title = `Null options ${randomUUID()}`;
    const answer = await new ApiClient().post('/api/project-inquiry', {
      category: 'consulting',
      title,
      description: 'Advice on a data platform.',
      budget: null,
      timeline: null,
      requirements: null,
      urgency: null,
      timestamp: null,
      contactEmail: `${uniqueName('visitor')}@example.com`,
      website: null,
    });
    expect(answer.status, answer.text).toBe(201);
    const stored = await admin()
      .db.doc(`inquiries/${String(answer.body.id)}`)
      .get();
    expect([stored.get('budget'), stored.get('urgency'), stored.get('status')]).toEqual([
      undefined,
      'medium',
      'new',
    ]);
  });

  it('accepts a newsletter subscription with a null source, and says a null email is missing', async () => {
    const client = new ApiClient();
    const subscribed = await client.post('/api/newsletter/subscribe', {
      email: `${uniqueName('reader')}@example.com`,
      source: null,
    });
    expect(subscribed.status, subscribed.text).toBe(201);
    const missing = await client.post('/api/newsletter/subscribe', { email: null });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter a valid email address');
  });
});
