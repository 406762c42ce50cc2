import { beforeAll, describe, expect, it } from 'vitest';
import { warmWorkers } from '../support/workers';
import { ApiClient, type ApiAnswer } from '../support/api';
import { PASSWORD, registerVerified, uniqueName } from '../support/accounts';

/** Failed sign-ins allowed per account and per IP (policies/rate-limits.ts). */
const PER_ACCOUNT = 5;
const PER_IP = 20;

const count = (answers: ApiAnswer[], status: number): number =>
  answers.filter((answer) => answer.status === status).length;

const setsSession = (answer: ApiAnswer): boolean =>
  answer.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith('__session=') && !/Max-Age=0/.test(cookie));

describe('brute force under parallel requests', () => {
  beforeAll(() => warmWorkers(30), 300_000);

  it('checks at most five passwords of 30 parallel guesses by username or email, then refuses the right one', async () => {
    const account = await registerVerified(new ApiClient());
    // Every guess from its own IP, by either name of the account: only the per-account limit holds them.
    const identifiers = [account.username, account.username.toUpperCase(), account.email];
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        new ApiClient().post('/api/login', {
          username: identifiers[index % identifiers.length],
          password: `Wrong-pass${index}`,
        }),
      ),
    );
    expect(
      guesses.map((answer) => answer.status).filter((status) => status !== 401 && status !== 429),
    ).toEqual([]);
    expect(count(guesses, 401)).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(count(guesses, 429)).toBeGreaterThanOrEqual(30 - PER_ACCOUNT);
    expect(guesses.some(setsSession)).toBe(false);

    const right = await new ApiClient().post('/api/login', {
      username: account.email,
      password: PASSWORD,
    });
    expect(right.status).toBe(429);
    expect(setsSession(right)).toBe(false);
    expect(right.body.customToken).toBeUndefined();
    expect(right.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('limits an unknown name like an account', async () => {
    const ghost = uniqueName('ghost');
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        new ApiClient().post('/api/login', { username: ghost, password: 'Wrong-pass1' }),
      ),
    );
    expect(count(guesses, 401)).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(count(guesses, 401) + count(guesses, 429)).toBe(12);
  });

  it('checks at most twenty passwords from one IP, across accounts, of 30 parallel guesses', async () => {
    const attacker = new ApiClient();
    const guesses = await Promise.all(
      Array.from({ length: 30 }, () =>
        attacker.post('/api/login', { username: uniqueName('victim'), password: 'Guess-pass1' }),
      ),
    );
    expect(count(guesses, 401)).toBeLessThanOrEqual(PER_IP);
    expect(count(guesses, 401) + count(guesses, 429)).toBe(30);
  });

  it('does not count a right password against the account', async () => {
    const account = await registerVerified(new ApiClient());
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < PER_ACCOUNT - 1; attempt += 1) {
        const wrong = await new ApiClient().post('/api/login', {
          username: account.username,
          password: 'Wrong-pass1',
        });
        expect(wrong.status).toBe(401);
      }
      const right = await new ApiClient().post('/api/login', {
        username: account.email,
        password: PASSWORD,
      });
      expect(right.status, right.text).toBe(200);
    }
  });
});
