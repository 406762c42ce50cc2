import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { warmWorkers } from '../support/workers';
import { ApiClient, type ApiAnswer } from '../support/api';
import {
  PASSWORD,
  admin,
  mailTo,
  registerVerified,
  signIn,
  totpNow,
  uniqueName,
  type MailDoc,
  type TestAccount,
} from '../support/accounts';

/**
 * Failures from many addresses against one account (policies/rate-limits.ts): past ten within
 * 15 minutes the account asks for a step-up instead of refusing its holder, and at most three
 * sign-in links are mailed per 15 minutes.
 */
const STEP_UP_AFTER = 10;
const LINK_MAILS = 3;

const INVALID = 'Invalid username or password.';
const LINK_SENT =
  "For your security, we've emailed you a link to finish signing in. It works once, within 15 minutes.";
const LINK_REFUSED =
  'This sign-in link has expired or has already been used. Sign in again to get a new one.';
const LINK_SUBJECT = /^Finish signing in to /;

const setsSession = (answer: ApiAnswer): boolean =>
  answer.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith('__session=') && !/Max-Age=0/.test(cookie));

/** `count` wrong passwords at once, each from an address of its own, by either name of the account. */
function burstFromManyAddresses(identifiers: string[], count: number): Promise<ApiAnswer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      new ApiClient().post('/api/login', {
        username: identifiers[index % identifiers.length],
        password: `Wrong-pass${index}`,
      }),
    ),
  );
}

const linkMails = async (account: TestAccount): Promise<MailDoc[]> =>
  (await mailTo(account.email)).filter((mail) => LINK_SUBJECT.test(mail.message.subject));

/** The code of the sign-in link in a mail; it travels in the fragment, never in the query. */
function linkCode(mail: MailDoc): string {
  const match = /https?:\/\/[^\s"]+\/sign-in-link#code=([\w-]+)/.exec(mail.message.text);
  if (!match?.[1]) throw new Error(`No sign-in link in "${mail.message.subject}"`);
  expect(match[0]).not.toContain('?');
  return match[1];
}

/** An account that many addresses have just failed on, and its holder's own client. */
async function accountUnderAttack(): Promise<{ account: TestAccount; holder: ApiClient }> {
  const holder = new ApiClient();
  const account = await registerVerified(holder);
  const burst = await burstFromManyAddresses([account.username, account.email], STEP_UP_AFTER);
  expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 401));
  return { account, holder };
}

/** The holder's right password during the attack: the step-up, not a session and not a 429. */
async function stepUpFor(account: TestAccount, holder: ApiClient): Promise<string> {
  const answer = await holder.post('/api/login', {
    username: account.username,
    password: PASSWORD,
  });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body).toEqual({ success: true, requiresEmailLink: true, message: LINK_SENT });
  expect(setsSession(answer)).toBe(false);
  const mails = await linkMails(account);
  expect(mails.length).toBeGreaterThan(0);
  return linkCode(mails.at(-1) as MailDoc);
}

describe('a burst of failures from many addresses against one account', () => {
  beforeAll(() => warmWorkers(30), 300_000);

  it('answers every guess as a wrong password, then asks the holder for the emailed link instead of refusing them', async () => {
    const holder = new ApiClient();
    const account = await registerVerified(holder);
    const identifiers = [account.username, account.username.toUpperCase(), account.email];
    const burst = await burstFromManyAddresses(identifiers, 30);
    expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 401));
    expect(new Set(burst.map((answer) => answer.body.message))).toEqual(new Set([INVALID]));
    expect(burst.some(setsSession)).toBe(false);

    const code = await stepUpFor(account, holder);
    const [mail] = await linkMails(account);
    expect(mail?.to).toBe(account.email);
    expect(mail?.message.text).toContain('works once and expires in 15 minutes');
    expect(code.length).toBeGreaterThanOrEqual(40);
  });

  it('signs in once with the mailed link, like a sign-in with the password', async () => {
    const { account, holder } = await accountUnderAttack();
    const code = await stepUpFor(account, holder);

    const browser = new ApiClient();
    const answer = await browser.post('/api/login/link', { code });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Login successful' });
    expect(answer.body.user).toMatchObject({ email: account.email, username: account.username });
    expect(typeof answer.body.customToken).toBe('string');
    expect(setsSession(answer)).toBe(true);
    const me = await browser.call('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ uid: account.uid });

    const again = await new ApiClient().post('/api/login/link', { code });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: LINK_REFUSED });
    expect(setsSession(again)).toBe(false);
  });

  it('refuses an expired link', async () => {
    const { account, holder } = await accountUnderAttack();
    const code = await stepUpFor(account, holder);
    const { db } = admin();
    const links = await db.collection('signInLinks').where('uid', '==', account.uid).get();
    expect(links.size).toBe(1);
    await links.docs[0]?.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

    const answer = await new ApiClient().post('/api/login/link', { code });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(LINK_REFUSED);
    expect(setsSession(answer)).toBe(false);
  });

  it('signs in exactly one of 30 parallel uses of one link', async () => {
    const { account, holder } = await accountUnderAttack();
    const code = await stepUpFor(account, holder);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => new ApiClient().post('/api/login/link', { code })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter(setsSession)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => `${answer.status} ${String(answer.body.message)}`)).toEqual(
      refused.map(() => `400 ${LINK_REFUSED}`),
    );
  });

  it('mails at most three links however many right passwords arrive at once, and says the same to all', async () => {
    const { account } = await accountUnderAttack();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        new ApiClient().post('/api/login', { username: account.email, password: PASSWORD }),
      ),
    );
    expect(answers.map((answer) => `${answer.status} ${String(answer.body.message)}`)).toEqual(
      answers.map(() => `200 ${LINK_SENT}`),
    );
    expect(answers.some(setsSession)).toBe(false);
    expect(await linkMails(account)).toHaveLength(LINK_MAILS);
  });

  it('keeps answering wrong passwords as wrong passwords, for a known account and an unknown name alike', async () => {
    const { account } = await accountUnderAttack();
    const ghost = uniqueName('ghost');
    await burstFromManyAddresses([ghost], STEP_UP_AFTER);
    const [known, unknown] = await Promise.all([
      new ApiClient().post('/api/login', { username: account.username, password: 'Wrong-pass1' }),
      new ApiClient().post('/api/login', { username: ghost, password: 'Wrong-pass1' }),
    ]);
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(INVALID);
    expect(await linkMails(account)).toHaveLength(0);
  });

  it('asks an account with two-factor on for its code, and mails nothing', async () => {
    const holder = new ApiClient();
    const account = await registerVerified(holder);
    await signIn(holder, account);
    const setup = await holder.post('/api/2fa/setup');
    const enabled = await holder.post('/api/2fa/enable', {
      code: totpNow(String(setup.body.secret)),
    });
    expect(enabled.status, enabled.text).toBe(200);
    await burstFromManyAddresses([account.username], STEP_UP_AFTER);

    const answer = await new ApiClient().post('/api/login', {
      username: account.username,
      password: PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('2FA_REQUIRED');
    expect(await linkMails(account)).toHaveLength(0);
  });

  it('refuses a link code that is missing, not a string, far too long or made up, with a message', async () => {
    const client = new ApiClient();
    const bodies: unknown[] = [
      {},
      { code: null },
      { code: 42 },
      { code: '' },
      { code: 'x'.repeat(5000) },
      { code: '__x__' },
      { code: 'a/b' },
      { code: 'A'.repeat(43) },
    ];
    for (const body of bodies) {
      const answer = await client.post('/api/login/link', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(String(answer.body.message)).toMatch(/^This sign-in link /);
    }
    for (const raw of ['null', '[1]', '"code"']) {
      const answer = await client.call('/api/login/link', {
        method: 'POST',
        headers: { 'Content-Type': 'application/merge-patch+json' },
        body: raw,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Send the request body as a JSON object.');
    }
  });
});
