import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { warmWorkers } from '../support/workers';
import { ApiClient, type ApiAnswer } from '../support/api';
import { uniqueName } from '../support/accounts';

/** Contact messages allowed per IP per hour (policies/rate-limits.ts). */
const CONTACT_PER_IP = 5;
const PARALLEL = 50;

function contactFrom(client: ApiClient): Promise<ApiAnswer> {
  return client.call('/api/contact', {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
    json: {
      name: 'Ada Lovelace',
      email: `${uniqueName('visitor')}@example.com`,
      subject: 'A project to discuss',
      message: 'I would like to talk about a project.',
    },
  });
}

const statuses = (answers: ApiAnswer[]): number[] => answers.map((answer) => answer.status);

describe('rate limits under 50 parallel requests from one address', () => {
  beforeAll(() => warmWorkers(50), 300_000);

  it('lets exactly the allowed number through and refuses the rest, and every later one, with 429', async () => {
    const visitor = new ApiClient();
    const first = await Promise.all(Array.from({ length: PARALLEL }, () => contactFrom(visitor)));
    expect(statuses(first).filter((status) => status !== 201 && status !== 429)).toEqual([]);
    expect(statuses(first).filter((status) => status === 201)).toHaveLength(CONTACT_PER_IP);

    const refused = first.find((answer) => answer.status === 429);
    expect(refused?.body.message).toBe('Too many attempts. Please try again in 1 hour.');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(59 * 60);

    // A caller already over its limit is refused again, all of it, and none of it becomes a 500.
    // How fast (no waiting on the others) is measured by `npm run bench:api`, not asserted here.
    const limited = await Promise.all(Array.from({ length: PARALLEL }, () => contactFrom(visitor)));
    expect(statuses(limited).every((status) => status === 429)).toBe(true);
  });

  it('says when to try again in words, with Retry-After in seconds', async () => {
    const email = `${uniqueName('endorser')}@example.com`;
    const endorse = (): Promise<ApiAnswer> =>
      new ApiClient().post('/api/endorsements', {
        name: 'Grace Hopper',
        email,
        skill: `Compilers ${randomUUID()}`,
        headline: 'Rear Admiral',
        relation: 'colleague',
      });
    for (let index = 0; index < 5; index += 1) expect((await endorse()).status).toBe(201);
    const over = await endorse();
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many attempts. Please try again in 24 hours.');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  });
});
