import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { fromAddress } from '../../../scripts/lib/client-address';
import { DEMO_ACCOUNTS } from '../../../scripts/lib/demo-accounts';
import { baseUrl } from './session';

export const PASSWORD = 'Sturdy-Pass1';

export const demo = (role: (typeof DEMO_ACCOUNTS)[number]['role']) => {
  const account = DEMO_ACCOUNTS.find((item) => item.role === role);
  if (!account) throw new Error(`No demo account for ${role}`);
  return account;
};

export function uniqueUser(): { username: string; email: string } {
  const username = `e2e${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  return { username, email: `${username}@example.org` };
}

const authEmulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const project = () => process.env.GCLOUD_PROJECT ?? 'demo-portfolio';

/** The newest email-action code the Auth emulator issued for an address (what the emailed link carries). */
export async function oobCode(
  email: string,
  type: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
): Promise<string> {
  const response = await fetch(`${authEmulator()}/emulator/v1/projects/${project()}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes.filter((item) => item.email === email && item.requestType === type).at(-1);
  if (!code) throw new Error(`No ${type} code for ${email}`);
  return code.oobCode;
}

/** Registers through the page and verifies through the emailed link. */
export async function registerViaUi(
  page: Page,
  role: 'Personal Account' | 'Business Associate' = 'Personal Account',
) {
  const user = uniqueUser();
  if (role === 'Business Associate') user.email = `${user.username}@acme-labs.example`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel(role).check();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Your email address has not been verified yet.').waitFor();
  await page.goto(
    `/verify-email?oobCode=${encodeURIComponent(await oobCode(user.email, 'VERIFY_EMAIL'))}`,
  );
  await page.getByText('Your email is verified. You can sign in now.').waitFor();
  return user;
}

/**
 * A new, verified personal account made through the API from an address of its own, for tests
 * about what comes after registering: registering through the page counts against the one test
 * address's hourly registration limit, which the registration tests themselves need.
 */
export async function registerViaApi(): Promise<{ username: string; email: string }> {
  const user = uniqueUser();
  const response = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: {
      ...fromAddress(`e2e-register-${randomUUID()}`),
      'Content-Type': 'application/json',
      Origin: baseUrl(),
    },
    body: JSON.stringify({ ...user, password: PASSWORD, role: 'general_user' }),
  });
  if (!response.ok)
    throw new Error(`Registering failed: ${response.status} ${await response.text()}`);
  const verified = await fetch(`${baseUrl()}/api/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
    body: JSON.stringify({ code: await oobCode(user.email, 'VERIFY_EMAIL') }),
  });
  if (!verified.ok)
    throw new Error(`Verifying failed: ${verified.status} ${await verified.text()}`);
  return user;
}

export async function signInViaUi(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * `count` wrong passwords for `username` at once, each from an address of its own (named the way
 * only the test harness can), as a spread-out attack on one account would send them.
 */
export async function failFromManyAddresses(username: string, count: number): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const response = await fetch(`${baseUrl()}/api/login`, {
        method: 'POST',
        headers: {
          ...fromAddress(`e2e-attacker-${index}-${randomUUID()}`),
          'Content-Type': 'application/json',
          Origin: baseUrl(),
        },
        body: JSON.stringify({ username, password: `Wrong-pass${index}` }),
      });
      await response.text();
      return response.status;
    }),
  );
}
