import { describe, expect, it } from 'vitest';
import { apiFailureSchema } from '../../src/shared/api-response';
import { ApiClient, type ApiAnswer } from '../support/api';
import { PASSWORD, callCallable, idTokenFor, registerAdmin } from '../support/accounts';

/** Strings Firestore refuses as document ids: a slash makes a path, and the reserved names. */
const NOT_DOCUMENT_IDS = ['a/b', '.', '..', '__x__', 'a//b', '/'];

function expectRefusal(answer: ApiAnswer, statuses: number[]): string {
  expect(statuses, answer.text).toContain(answer.status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const { message } = apiFailureSchema.parse(answer.json);
  expect(message).not.toMatch(/^Invalid input|went wrong on our side/);
  return message;
}

describe('no 500 from bad input (issue 10, point 6)', () => {
  it.each(NOT_DOCUMENT_IDS)('refuses the username %j at sign-in with a message', async (name) => {
    const answer = await new ApiClient().post('/api/login', { username: name, password: 'x' });
    expect(expectRefusal(answer, [400])).toBe('Enter a valid username or email');
  });

  it('refuses an address Auth would not take at sign-in, and the same names at the two-factor step', async () => {
    const client = new ApiClient();
    const email = await client.post('/api/login', { username: 'a/b@', password: 'x' });
    expectRefusal(email, [400]);
    for (const name of NOT_DOCUMENT_IDS) {
      const answer = await client.post('/api/2fa/verify-login', {
        username: name,
        code: '123456',
        challenge: 'c'.repeat(40),
      });
      expectRefusal(answer, [400]);
    }
  });

  it('answers 30 bad sign-ins and bodies, 5 at a time, with 400s, none of them a 500', async () => {
    const client = new ApiClient();
    const bad = (index: number): Promise<ApiAnswer> =>
      index % 2 === 0
        ? client.post('/api/login', { username: NOT_DOCUMENT_IDS[index % 6], password: 'x' })
        : client.call('/api/contact', {
            method: 'POST',
            headers: { 'Content-Type': 'application/merge-patch+json' },
            body: index % 4 === 1 ? 'null' : '[1]',
          });
    // A few at once: the Functions emulator starts a process per concurrent request, and on a
    // busy two-core machine a larger burst meets the Hosting emulator's own 504 after 60 s.
    for (let wave = 0; wave < 6; wave += 1) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) => bad(wave * 5 + index)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
    }
  }, 90_000);

  it('refuses ids that are not document ids in the admin callables', async () => {
    const account = await registerAdmin(new ApiClient());
    const token = await idTokenFor(account.email, PASSWORD);
    for (const id of NOT_DOCUMENT_IDS) {
      const calls = [
        await callCallable('setInboxRead', { kind: 'contact', id, read: true }, token),
        await callCallable('moderateEndorsement', { id, decision: 'approved' }, token),
        await callCallable('setUserRole', { uid: id, role: 'ceo' }, token),
      ];
      for (const call of calls) {
        expect(call.error?.status, JSON.stringify(call)).toBe('INVALID_ARGUMENT');
        expect(call.error?.message).not.toMatch(/^Invalid input|INTERNAL/);
      }
    }
  });

  it('refuses callable data that is not an object with its own message', async () => {
    const account = await registerAdmin(new ApiClient());
    const token = await idTokenFor(account.email, PASSWORD);
    const answer = await callCallable('listInbox', 'contact', token);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.message).toBe('Send the request as a JSON object.');
  });

  it.each(['null', '123', '"x"', 'true', '[]', '[{"email":"a@example.com"}]'])(
    'answers the JSON body %s that we parse with our JSON 400',
    async (body) => {
      const client = new ApiClient();
      for (const type of ['application/merge-patch+json', 'application/json']) {
        const answer = await client.call('/api/contact', {
          method: 'POST',
          headers: { 'Content-Type': type },
          body,
        });
        // The Functions runtime refuses non-object JSON sent as exactly application/json before
        // our code runs (a plain 400, docs/api-conventions.md); whatever reaches us gets our JSON.
        expect(answer.status, answer.text).toBe(400);
        if (answer.headers.get('content-type')?.startsWith('application/json')) {
          expect(expectRefusal(answer, [400])).toBe('Send the request body as a JSON object.');
        } else {
          expect(type).toBe('application/json');
          expect(answer.text).not.toMatch(/SyntaxError|\n\s+at /);
        }
      }
    },
  );
});
