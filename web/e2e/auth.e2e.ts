import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentStep, totpAt } from '../../functions/src/lib/totp';
import {
  PASSWORD,
  demo,
  failFromManyAddresses,
  oobCode,
  registerViaUi,
  signInViaUi,
} from './support/accounts';
import { mailTo } from './support/mailbox';
import { openSession, type BrowserSession } from './support/session';

let session: BrowserSession;

beforeEach(async () => {
  session = await openSession();
});
afterEach(async () => {
  await session.close();
});

describe('accounts in Chromium', () => {
  it('registers, verifies through the emailed link, signs in and reaches the dashboard', async () => {
    const { page } = session;
    const user = await registerViaUi(page);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/auth');
    await page.getByLabel('Username or email').fill(user.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login successful').waitFor();
    // A personal account lands on the home page, with Logout in the header.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Your dashboard' }).waitFor();
    await page.getByText(`Username: ${user.username}`).waitFor();
    await page.getByText('Personal Account').waitFor();
    // Read from Firestore in the browser, through the owner-only rule.
    await page.getByTestId('member-since').filter({ hasNotText: '—' }).waitFor();
    // No script errors. Failed resource loads are left out: the Firebase SDK retries its own
    // network calls, and a transient failure of one of them is not a fault of the page.
    expect(session.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual(
      [],
    );
  });

  it('loads the sign-in form when the visitor first types, keeping what was typed', async () => {
    const { page } = session;
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/auth');
    await page.locator('html[data-app-ready]').waitFor();
    // A visitor reading the page for a moment: the form's code (its engine, zod, MUI) stays away.
    await page.waitForTimeout(1000);
    expect(fetched.filter((path) => /sign-in-form|styled-scope/.test(path))).toEqual([]);

    // The prerendered field has focus from the first paint; typing goes into it at once.
    const account = demo('general_user');
    await page.keyboard.type(account.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.password);
    await expect.poll(() => fetched.some((path) => path.includes('sign-in-form'))).toBe(true);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login successful').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the unverified screen with Resend for an account that has not verified yet', async () => {
    const { page } = session;
    const username = `e2e${Date.now()}`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.org`);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('Different-Pass1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Back to Login' }).click();

    await signInViaUi(page, username, PASSWORD);
    await page.getByText('Your email address has not been verified yet.').waitFor();
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await page.getByText('Verification Email Sent').waitFor();
  });

  it('enables two-factor in security settings, then signs in with a code', async () => {
    const { page } = session;
    const user = await registerViaUi(page);
    await signInViaUi(page, user.username, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/security-settings');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('6-digit code').fill(totpAt(secret, currentStep(Date.now())));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    expect(
      await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count(),
    ).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out').waitFor();
    await signInViaUi(page, user.username, PASSWORD);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    const verify = page.getByRole('button', { name: 'Verify' });
    expect(await verify.isDisabled()).toBe(true);
    await page.getByLabel('6-digit code').fill(totpAt(secret, currentStep(Date.now()) + 1));
    await verify.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });

  it('cancels a pending two-factor sign-in', async () => {
    const { page } = session;
    const user = await registerViaUi(page);
    await signInViaUi(page, user.username, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    // Turn on 2FA through the API with this browser's session, then sign out.
    const setup = await page.evaluate(
      async () =>
        (await (await fetch('/api/2fa/setup', { method: 'POST' })).json()) as { secret: string },
    );
    const code = totpAt(setup.secret, currentStep(Date.now()));
    await page.evaluate(async (value) => {
      await fetch('/api/2fa/enable', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: value }),
      });
    }, code);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out').waitFor();
    await signInViaUi(page, user.username, PASSWORD);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(await page.getByLabel('Username or email').inputValue()).toBe('');
  });

  it('redirects by role after sign-in: admin to /admin, business associate to /business-dashboard', async () => {
    const { page } = session;
    const adminAccount = demo('admin');
    await signInViaUi(page, adminAccount.username, adminAccount.password);
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Inbox', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Admin' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out').waitFor();

    const associate = demo('business_associate');
    await signInViaUi(page, associate.username, associate.password);
    await page.waitForURL('**/business-dashboard');
    await page.getByText(/^Signed in as .+ · Business Associate$/).waitFor();
  });

  it('resets a forgotten password through the emailed link', async () => {
    const { page } = session;
    const user = await registerViaUi(page);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel(/^Email/).fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account uses that email address').waitFor();
    await page.goto(
      `/reset-password?oobCode=${encodeURIComponent(await oobCode(user.email, 'PASSWORD_RESET'))}`,
    );
    await page.getByLabel(/^New password/).fill('Fresh-Start-42');
    await page.getByLabel('Confirm new password').fill('Fresh-Start-42');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/auth');
    await signInViaUi(page, user.username, 'Fresh-Start-42');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });

  it('asks for the emailed link while many addresses fail on the account, and the link signs the holder in once', async () => {
    const { page } = session;
    const user = await registerViaUi(page);
    // Ten failures from ten addresses (policies/rate-limits.ts): the account asks for a step-up.
    expect(await failFromManyAddresses(user.username, 10)).toEqual(Array<number>(10).fill(401));

    await signInViaUi(page, user.username, PASSWORD);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page
      .getByText("For your security, we've emailed you a link to finish signing in.")
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);

    const mail = (await mailTo(user.email)).find((item) => item.subject.startsWith('Finish'));
    const link = new URL(
      /https?:\/\/\S+\/sign-in-link#code=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '',
    );
    expect(link.search).toBe('');
    await page.goto(link.pathname + link.hash);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByText(`Welcome back, ${user.username}!`).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out').waitFor();
    await page.goto(link.pathname + link.hash);
    await page
      .getByText(
        'This sign-in link has expired or has already been used. Sign in again to get a new one.',
      )
      .waitFor();
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await page.waitForURL('**/auth');
  });
});
