import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLS } from '../../src/shared/admin-calls';
import { quinnChatAnswerSchema } from '../../src/shared/quinn/chat';
import { services as builtInServices } from '../../src/shared/content/services';
import { defaultContent } from '../../src/shared/content/defaults';
import { visitorContentResponseSchema } from '../../src/shared/content/publishing-schema';
import { SITE_FRESH_MS } from '../../src/services/published-content';
import { admin } from '../support/accounts';
import { ApiClient } from '../support/api';
import { adminCall, signedIn, type SignedIn } from '../support/admin-api';
import { SERVICE, freeWizardSlots, newKey, postOnce } from '../support/calendar';

// What the server reads from the published content: the prices it charges and Quinn's answers.
// The test publishes new prices, then puts the built-in catalogue back (a revert to version 0).

const DEEP_DIVE = 'technical-deep-dive';
const NEW_PRICE = SERVICE.price + 35;
const NEW_DEEP_DIVE_PRICE = 245;

let EDITOR: SignedIn;

async function publishedServices() {
  const answer = await adminCall(EDITOR.client, 'getContent', { id: 'services' });
  return ADMIN_CALLS.getContent.response.parse(answer.json).document;
}

function book(slot: { date: string; time: string }) {
  return postOnce(
    new ApiClient(),
    '/api/book-service',
    {
      name: 'Grace Hopper',
      email: `price-${newKey()}@example.org`,
      description: `${SERVICE.name}: notes about the session`,
      date: slot.date,
      time: slot.time,
      type: SERVICE.name,
    },
    newKey(),
  );
}

async function quinnSays(question: string): Promise<string> {
  const answer = await new ApiClient().post('/api/quinn-chat', {
    message: question,
    userId: `price-${newKey()}`,
  });
  expect(answer.status, answer.text).toBe(200);
  return quinnChatAnswerSchema.parse(answer.json).response.message;
}

/** Asks until Quinn's answer contains `expected`, for a little longer than Quinn's content is kept. */
async function quinnSoonSays(question: string, expected: string): Promise<string> {
  const until = Date.now() + SITE_FRESH_MS + 5_000;
  let said = await quinnSays(question);
  while (!said.includes(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    said = await quinnSays(question);
  }
  return said;
}

const DEEP_DIVE_PRICE = 'How much does a Technical Deep Dive session cost?';

describe('the published catalogue', () => {
  beforeAll(async () => {
    EDITOR = await signedIn('admin');
  });

  afterAll(async () => {
    const current = await publishedServices();
    if (current.version === 0) return;
    await adminCall(EDITOR.client, 'revertContent', {
      id: 'services',
      version: 0,
      baseVersion: current.version,
    });
    // Later files ask Quinn about the built-in prices.
    await quinnSoonSays(DEEP_DIVE_PRICE, '£200');
  });

  it('prices a booking from what is published; one made before keeps its price; Quinn follows', async () => {
    const [before, after] = await freeWizardSlots(2);
    if (!before || !after) throw new Error('Two free slots are needed.');
    const first = await book(before);
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ amount: SERVICE.price });

    const base = await publishedServices();
    const answer = await adminCall(EDITOR.client, 'publishContent', {
      id: 'services',
      baseVersion: base.version,
      content: {
        services: builtInServices.map((service) => ({
          ...service,
          price:
            service.id === SERVICE.id
              ? NEW_PRICE
              : service.id === DEEP_DIVE
                ? NEW_DEEP_DIVE_PRICE
                : service.price,
        })),
      },
    });
    expect(answer.status, answer.text).toBe(200);

    const second = await book(after);
    expect(second.status, second.text).toBe(201);
    expect(second.body).toMatchObject({ amount: NEW_PRICE });
    const { db } = admin();
    expect((await db.doc(`bookings/${String(first.body.id)}`).get()).data()).toMatchObject({
      amount: SERVICE.price,
    });
    expect((await db.doc(`bookings/${String(second.body.id)}`).get()).data()).toMatchObject({
      amount: NEW_PRICE,
    });

    expect(await quinnSoonSays(DEEP_DIVE_PRICE, `£${NEW_DEEP_DIVE_PRICE}`)).toContain(
      `£${NEW_DEEP_DIVE_PRICE}`,
    );
  });
});

describe('GET /api/content/{id}', () => {
  it('answers the built-in document as version 0, shareable by the CDN for 5 s', async () => {
    const answer = await new ApiClient().call('/api/content/mini-games');
    expect(answer.status, answer.text).toBe(200);
    const { document } = visitorContentResponseSchema.parse(answer.json);
    expect(document).toEqual({
      id: 'mini-games',
      version: 0,
      content: defaultContent['mini-games'],
    });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
  });

  it('answers what is published within the time a publish takes to reach visitors', async () => {
    const editor = await signedIn('admin');
    const opened = ADMIN_CALLS.getContent.response.parse(
      (await adminCall(editor.client, 'getContent', { id: 'easter-eggs' })).json,
    ).document;
    const [egg, ...rest] = defaultContent['easter-eggs'].easterEggs;
    if (!egg) throw new Error('No easter egg.');
    const hint = `A new hint ${newKey()}`;
    const published = await adminCall(editor.client, 'publishContent', {
      id: 'easter-eggs',
      baseVersion: opened.version,
      content: { easterEggs: [{ ...egg, hint }, ...rest] },
    });
    expect(published.status, published.text).toBe(200);
    const read = async () =>
      visitorContentResponseSchema.parse(
        (await new ApiClient().call('/api/content/easter-eggs')).json,
      ).document;
    const until = Date.now() + SITE_FRESH_MS + 5_000;
    let seen = await read();
    while (seen.version === opened.version && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      seen = await read();
    }
    expect(seen.version).toBe(opened.version + 1);
    expect(JSON.stringify(seen.content)).toContain(hint);
    await adminCall(editor.client, 'revertContent', {
      id: 'easter-eggs',
      version: 0,
      baseVersion: opened.version + 1,
    });
  });

  it('answers 404 for a document that does not exist, a slash or an inherited name', async () => {
    for (const id of ['nope', '__proto__', 'constructor', '..%2Fusers', 'projects%2Fversions']) {
      const answer = await new ApiClient().call(`/api/content/${id}`);
      expect(answer.status, `${id}: ${answer.text}`).toBe(404);
    }
    const post = await new ApiClient().post('/api/content/projects', {});
    expect(post.status).toBe(405);
  });
});
