import { beforeAll, describe, expect, it } from 'vitest';
import { warmWorkers } from '../support/workers';
import { ApiClient, type ApiAnswer } from '../support/api';
import { PASSWORD, registerVerified, uniqueName } from '../support/accounts';

/** Failed sign-ins allowed per account and address, and per address (policies/rate-limits.ts). */
const PER_PAIR = 5;
const PER_IP = 20;

const count = (answers: ApiAnswer[], status: number): number =>
  answers.filter((answer) => answer.status === status).length;

const setsSession = (answer: ApiAnswer): boolean =>
  answer.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith('__session=') && !/Max-Age=0/.test(cookie));

describe('brute force under parallel requests', () => {
  beforeAll(() => warmWorkers(30), 300_000);

  it('checks at most five of 30 parallel guesses from one address, by username or email, then refuses that address only', async () => {
    const account = await registerVerified(new ApiClient());
    const attacker = new ApiClient();
    const identifiers = [account.username, account.username.toUpperCase(), account.email];
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        attacker.post('/api/login', {
          username: identifiers[index % identifiers.length],
          password: `Wrong-pass${index}`,
        }),
      ),
    );
    expect(
      guesses.map((answer) => answer.status).filter((status) => status !== 401 && status !== 429),
    ).toEqual([]);
    expect(count(guesses, 401)).toBeLessThanOrEqual(PER_PAIR);
    expect(count(guesses, 429)).toBeGreaterThanOrEqual(30 - PER_PAIR);
    expect(guesses.some(setsSession)).toBe(false);

    // Even the right password is not checked from that address...
    const fromAttacker = await attacker.post('/api/login', {
      username: account.email,
      password: PASSWORD,
    });
    expect(fromAttacker.status).toBe(429);
    expect(setsSession(fromAttacker)).toBe(false);
    expect(fromAttacker.body.customToken).toBeUndefined();
    expect(fromAttacker.body.message).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
    expect(Number(fromAttacker.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    // ...while the holder's own address signs in.
    const holder = new ApiClient();
    const right = await holder.post('/api/login', { username: account.email, password: PASSWORD });
    expect(right.status, right.text).toBe(200);
    expect(setsSession(right)).toBe(true);
  });

  it('limits an unknown name like an account: five checks from one address, and the same answers to a burst from many', async () => {
    const ghost = uniqueName('ghost');
    const attacker = new ApiClient();
    const fromOne = await Promise.all(
      Array.from({ length: 12 }, () =>
        attacker.post('/api/login', { username: ghost, password: 'Wrong-pass1' }),
      ),
    );
    expect(count(fromOne, 401)).toBeLessThanOrEqual(PER_PAIR);
    expect(count(fromOne, 401) + count(fromOne, 429)).toBe(12);

    const account = await registerVerified(new ApiClient());
    const burst = (username: string) =>
      Promise.all(
        Array.from({ length: 15 }, () =>
          new ApiClient().post('/api/login', { username, password: 'Wrong-pass1' }),
        ),
      );
    const [known, unknown] = await Promise.all([
      burst(account.username),
      burst(uniqueName('ghost')),
    ]);
    const answers = (list: ApiAnswer[]) => list.map((answer) => `${answer.status} ${answer.text}`);
    expect(answers(unknown)).toEqual(answers(known));
    expect(count(known, 401)).toBe(15);
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

  it('does not count a right password against the account or its address', async () => {
    const account = await registerVerified(new ApiClient());
    const holder = new ApiClient();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < PER_PAIR - 1; attempt += 1) {
        const wrong = await holder.post('/api/login', {
          username: account.username,
          password: 'Wrong-pass1',
        });
        expect(wrong.status).toBe(401);
      }
      const right = await holder.post('/api/login', {
        username: account.email,
        password: PASSWORD,
      });
      expect(right.status, right.text).toBe(200);
      expect(setsSession(right)).toBe(true);
    }
  });
});
