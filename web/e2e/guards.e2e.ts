import { afterEach, beforeEach, describe, it } from 'vitest';
import { PASSWORD, demo, registerViaUi, signInViaUi, uniqueUser } from './support/accounts';
import { openSession, type BrowserSession } from './support/session';

let session: BrowserSession;

beforeEach(async () => {
  session = await openSession();
});
afterEach(async () => {
  await session.close();
});

const PROTECTED = [
  '/admin',
  '/admin-direct',
  '/admin-content',
  '/dashboard',
  '/business-dashboard',
  '/security-settings',
  '/profile-settings',
  '/cv-access',
];

describe('guarded pages', () => {
  it.each(PROTECTED)(
    'sends a signed-out visitor from %s to /auth with the guard’s message',
    async (path) => {
      const { page } = session;
      await page.goto(path);
      await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
      await page.getByText('Redirecting to login...').waitFor();
      await page.waitForURL('**/auth');
    },
  );

  it('denies a personal account the admin and business pages, sending it home', async () => {
    const { page } = session;
    const user = demo('general_user');
    await signInViaUi(page, user.username, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    for (const path of ['/admin', '/business-dashboard']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByText('You do not have permission to access this page.').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
    }
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Account', level: 2 }).waitFor();
  });

  it('sends a business associate away from /admin to /business-dashboard, and lets the ceo in there', async () => {
    const { page } = session;
    const associate = demo('business_associate');
    await signInViaUi(page, associate.username, associate.password);
    await page.waitForURL('**/business-dashboard');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.waitForURL('**/business-dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out').waitFor();

    const ceo = demo('ceo');
    await signInViaUi(page, ceo.username, ceo.password);
    await page.waitForURL('**/business-dashboard');
    await page.getByText(/^Signed in as .+ · CEO$/).waitFor();
  });

  it('asks for email verification on the settings pages once the address is unverified', async () => {
    const { page } = session;
    const user = await registerViaUi(page);
    await signInViaUi(page, user.username, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile-settings');
    await page.getByLabel('New email').fill(uniqueUser().email);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByRole('heading', { name: 'Email Verification Required' }).waitFor();
    await page.getByText('Please verify your email to access this page.').waitFor();
    await page.waitForURL('**/verify-email');
    await page.goto('/security-settings');
    await page.getByRole('heading', { name: 'Email Verification Required' }).waitFor();
    // Pages that only need a session still open.
    await page.goto('/dashboard');
    await page.getByText('not verified yet').waitFor();
  });

  it("applies an admin's role change to the user at their next page load", async () => {
    const { page: userPage } = session;
    const user = await registerViaUi(userPage);
    await signInViaUi(userPage, user.username, PASSWORD);
    await userPage.waitForURL((url) => url.pathname === '/');
    await userPage.goto('/business-dashboard');
    await userPage.getByRole('heading', { name: 'Access Denied' }).waitFor();

    const adminSession = await openSession();
    try {
      const { page: adminPage } = adminSession;
      const adminAccount = demo('admin');
      await signInViaUi(adminPage, adminAccount.username, adminAccount.password);
      await adminPage.waitForURL('**/admin');
      await adminPage.getByRole('tab', { name: 'Users' }).click();
      await adminPage.getByLabel('Search by email or username').fill(user.email);
      await adminPage.getByRole('button', { name: 'Search' }).click();
      const roleSelect = adminPage.getByRole('combobox', { name: `Role of ${user.username}` });
      adminPage.once('dialog', (dialog) => void dialog.accept());
      await roleSelect.selectOption({ label: 'Business Associate' });
      await adminPage.getByText('Role changed to business_associate.').waitFor();
      await adminPage.getByRole('tab', { name: 'Activity' }).click();
      await adminPage
        .getByText(/Role change: .* general_user → business_associate/)
        .first()
        .waitFor();
    } finally {
      await adminSession.close();
    }

    await userPage.goto('/business-dashboard');
    await userPage.getByText(/^Signed in as .+ · Business Associate$/).waitFor();
  });
});
