import { beforeAll, describe, expect, it } from 'vitest';
import { warmWorkers } from '../support/workers';
import { ApiClient, type ApiAnswer } from '../support/api';
import {
  PASSWORD,
  mailTo,
  registerVerified,
  signIn,
  totpNow,
  type TestAccount,
} from '../support/accounts';

/** Wrong codes a challenge takes, and an account takes across challenges (policies/rate-limits.ts). */
const PER_CHALLENGE = 5;
const PER_ACCOUNT = 10;

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';

async function accountWithTwoFactor(): Promise<{ account: TestAccount; secret: string }> {
  const owner = new ApiClient();
  const account = await registerVerified(owner);
  await signIn(owner, account);
  const setup = await owner.post('/api/2fa/setup');
  const secret = String(setup.body.secret);
  const enabled = await owner.post('/api/2fa/enable', { code: totpNow(secret) });
  expect(enabled.status, enabled.text).toBe(200);
  return { account, secret };
}

async function challengeFor(account: TestAccount): Promise<string> {
  const answer = await new ApiClient().post('/api/login', {
    username: account.username,
    password: PASSWORD,
  });
  expect(answer.body.message, answer.text).toBe('2FA_REQUIRED');
  return String(answer.body.challenge);
}

function wrongCodes(
  account: TestAccount,
  challenges: string[],
  total: number,
): Promise<ApiAnswer[]> {
  return Promise.all(
    Array.from({ length: total }, (_, index) =>
      new ApiClient().post('/api/2fa/verify-login', {
        username: account.username,
        // Six digits that are not the current code's neighbours: always wrong, never "already used".
        code: String(100000 + index),
        challenge: challenges[index % challenges.length],
      }),
    ),
  );
}

const checked = (answers: ApiAnswer[]): ApiAnswer[] =>
  answers.filter((answer) => answer.status === 400 && answer.body.message === WRONG_CODE);

function onlyRefusals(answers: ApiAnswer[]): void {
  const others = answers.filter(
    (answer) =>
      answer.status !== 429 && !(answer.status === 400 && answer.body.message === WRONG_CODE),
  );
  expect(others.map((answer) => `${answer.status} ${answer.text}`)).toEqual([]);
}

describe('two-factor codes under parallel requests', () => {
  beforeAll(() => warmWorkers(40), 300_000);

  it('checks at most five of 40 parallel wrong codes against one challenge', async () => {
    const { account } = await accountWithTwoFactor();
    const challenge = await challengeFor(account);
    const answers = await wrongCodes(account, [challenge], 40);
    onlyRefusals(answers);
    expect(checked(answers).length).toBeLessThanOrEqual(PER_CHALLENGE);
  });

  it('locks the account after ten wrong codes across challenges, refuses the right code, and mails the owner once', async () => {
    const { account, secret } = await accountWithTwoFactor();
    const challenges = await Promise.all(Array.from({ length: 4 }, () => challengeFor(account)));
    const answers = await wrongCodes(account, challenges, 40);
    onlyRefusals(answers);
    expect(checked(answers).length).toBeLessThanOrEqual(PER_ACCOUNT);

    const fresh = await challengeFor(account);
    const right = await new ApiClient().post('/api/2fa/verify-login', {
      username: account.username,
      code: totpNow(secret, 1),
      challenge: fresh,
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(
      /^Too many wrong codes for this account\. Please try again in (\d+ minutes|1 hour)\.$/,
    );
    expect(right.body.challengeExpired).toBe(true);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);

    const mails = (await mailTo(account.email)).filter((mail) =>
      mail.message.subject.includes('two-factor'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.text).toContain('wrong two-factor codes');
  });
});
