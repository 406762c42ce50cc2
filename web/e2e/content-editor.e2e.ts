import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { fromAddress } from '../../scripts/lib/client-address';
import { quinnChatAnswerSchema } from '@shared/quinn/chat';
import { introSteps } from '@shared/content/intro-steps';
import { services } from '@shared/content/services';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { demo, signInViaUi } from './support/accounts';
import { baseUrl, openSession, type BrowserSession } from './support/session';

const sessions: BrowserSession[] = [];
async function open(viewport?: { width: number; height: number }): Promise<BrowserSession> {
  const session = await openSession(viewport);
  sessions.push(session);
  return session;
}

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

async function openEditor(page: Page, document: string): Promise<void> {
  const admin = demo('admin');
  await signInViaUi(page, admin.username, admin.password);
  await page.waitForURL('**/admin');
  await page.goto(`/admin-content?document=${document}`);
  await page.getByRole('button', { name: 'Publish' }).waitFor();
}

/** A list item of the editor by the name its card shows (`2. Technical Deep Dive`). */
const item = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

/** Opens list items by their row, as the keyboard would: `2. Technical Deep Dive`, or `/^2\. /`. */
async function openItem(page: Page, name: string | RegExp): Promise<void> {
  const row = page.getByRole('button', { name, expanded: false }).first();
  await row.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name, expanded: true }).first().waitFor();
}

async function publish(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Publish' }).click();
  const notice = page.getByRole('status').filter({ hasText: /^Published as version \d+\.$/ });
  await notice.waitFor();
  return (await notice.textContent()) ?? '';
}

/** Reverts the open document to the built-in content from its history, as an owner would. */
async function revertToBuiltIn(page: Page): Promise<void> {
  const history = page.getByRole('list', { name: 'Versions' });
  await history.waitFor();
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    await more.click();
    await page.waitForTimeout(300);
  }
  await page.getByRole('button', { name: 'Revert to version 0' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revert to version 0?' });
  await dialog.getByRole('button', { name: 'Revert' }).click();
  await page.getByText(/^Version 0 is published again, as version \d+\.$/).waitFor();
}

/** What Quinn tells a new visitor (each from an address of its own), asked through the site's API. */
async function quinnSays(question: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/quinn-chat`, {
    method: 'POST',
    headers: {
      ...fromAddress(`e2e-editor-${randomUUID()}`),
      'Content-Type': 'application/json',
      Origin: baseUrl(),
    },
    body: JSON.stringify({ message: question, userId: `editor-${randomUUID()}` }),
  });
  return quinnChatAnswerSchema.parse(await response.json()).response.message;
}

const DEEP_DIVE = services.find((service) => service.id === 'technical-deep-dive');
const PRICE_QUESTION = 'How much is a technical deep dive?';

describe('the content editor', () => {
  it('publishes a new price that Quinn quotes within seconds, and reverts it', async () => {
    if (!DEEP_DIVE) throw new Error('The catalogue has no Technical Deep Dive.');
    const { page, errors } = await open();
    await openEditor(page, 'services');
    await openItem(page, `2. ${DEEP_DIVE.name}`);
    const price = item(page, `2. ${DEEP_DIVE.name}`).getByRole('spinbutton', { name: 'Price' });
    await expect.poll(() => price.inputValue()).toBe(String(DEEP_DIVE.price));

    // Checked as the server checks: a price of 0 cannot be published.
    await price.fill('0');
    await page.getByText('A paid session costs at least £1.').waitFor();
    expect(await page.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);

    await price.fill('265');
    expect(await publish(page)).toMatch(/^Published as version \d+\.$/);
    await expect.poll(() => quinnSays(PRICE_QUESTION), { timeout: 15_000 }).toContain('£265');

    await revertToBuiltIn(page);
    await expect
      .poll(() => quinnSays(PRICE_QUESTION), { timeout: 15_000 })
      .toContain(`£${DEEP_DIVE.price}`);
    expect(errors).toEqual([]);
  });

  it('refuses the second of two admins editing the same field, shows what changed, and loses nothing', async () => {
    const [first, second] = [await open(), await open()];
    await Promise.all([
      openEditor(first.page, 'intro-steps'),
      openEditor(second.page, 'intro-steps'),
    ]);
    const title = (page: Page) => page.getByRole('textbox', { name: 'Title' }).first();
    const openSteps = async (page: Page) => {
      await openItem(page, /^1\. /);
      await openItem(page, /^2\. /);
    };
    await Promise.all([openSteps(first.page), openSteps(second.page)]);
    const theirs = `Theirs ${randomUUID().slice(0, 6)}`;
    const mine = `Mine ${randomUUID().slice(0, 6)}`;

    await title(first.page).fill(theirs);
    await publish(first.page);

    await title(second.page).fill(mine);
    // A field only the second editor changed: it must survive the merge.
    const body = second.page.getByRole('textbox', { name: 'Description' }).nth(1);
    await body.fill('Edited by the second editor only.');
    await second.page.getByRole('button', { name: 'Publish' }).click();
    await second.page
      .getByText(
        'Someone published this document while you were editing it. Their changes are listed: merge them into yours, then publish again.',
      )
      .waitFor();
    const clash = second.page.getByRole('radiogroup', { name: 'Keep which introSteps[0].title' });
    await clash.getByText(`Theirs: “${theirs}”`).waitFor();
    await clash.getByText(`Mine: “${mine}”`).waitFor();
    await clash.getByRole('radio', { name: `Theirs: “${theirs}”` }).check();
    await second.page.getByRole('button', { name: 'Use this merge' }).click();
    await publish(second.page);

    // A new reader of the document sees both editors' work.
    await first.page.reload();
    await first.page.getByRole('button', { name: 'Publish' }).waitFor();
    await openSteps(first.page);
    await expect.poll(() => title(first.page).inputValue()).toBe(theirs);
    await expect
      .poll(() => first.page.getByRole('textbox', { name: 'Description' }).nth(1).inputValue())
      .toBe('Edited by the second editor only.');
    await revertToBuiltIn(first.page);
    await expect.poll(() => title(first.page).inputValue()).toBe(introSteps[0]?.title);
  });

  it('reorders a list with the keyboard alone, keeping focus on the item moved', async () => {
    const { page } = await open();
    await openEditor(page, 'intro-steps');
    const [firstStep, secondStep] = introSteps;
    if (!firstStep || !secondStep) throw new Error('The intro has fewer than two steps.');
    const down = page.getByRole('button', { name: `Move ${firstStep.title} down` });
    await down.focus();
    await page.keyboard.press('Enter');
    await item(page, `1. ${secondStep.title}`).waitFor();
    await item(page, `2. ${firstStep.title}`).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move ${firstStep.title} down`);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await item(page, `1. ${firstStep.title}`).waitFor();
    await page.getByRole('button', { name: 'Discard draft' }).click();
  });

  it('previews the draft beside the form as visitors will see it, at a phone’s width and dark', async () => {
    const { page } = await open({ width: 1440, height: 1000 });
    await page.emulateMedia({ colorScheme: 'light' });
    await openEditor(page, 'hero');
    const name = `Orbital ${randomUUID().slice(0, 6)}`;
    await page.getByRole('textbox', { name: 'Platform name' }).fill(name);
    const preview = page.frameLocator('iframe[title^="Preview of"]');
    await preview.getByRole('heading', { name }).waitFor();
    const frame = () => {
      const found = page.frames().find((each) => each.url().includes('/admin-content-preview'));
      if (!found) throw new Error('No preview frame.');
      return found;
    };
    expect(await frame().evaluate(() => window.innerWidth)).toBe(1280);

    await page.getByRole('button', { name: 'Phone, 390 px wide' }).click();
    await expect.poll(() => frame().evaluate(() => window.innerWidth)).toBe(390);
    const scheme = () => page.evaluate(() => document.documentElement.dataset.colorScheme);
    const choice = () => page.evaluate(() => localStorage.getItem('mui-mode'));
    const [ownScheme, ownChoice] = [await scheme(), await choice()];
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect
      .poll(() => frame().evaluate(() => document.documentElement.dataset.colorScheme))
      .toBe('dark');
    // Still the draft, and the admin's own page and choice are left as they were.
    await preview.getByRole('heading', { name }).waitFor();
    expect([await scheme(), await choice()]).toEqual([ownScheme, ownChoice]);
    await page.getByRole('button', { name: 'Discard draft' }).click();
  });

  it('has no accessibility violations, light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page } = await open();
      await page.emulateMedia({ colorScheme: scheme });
      await openEditor(page, 'services');
      await openItem(page, /^2\. /);
      expect(await accessibilityViolations(page, page.locator('main')), scheme).toEqual([]);
    }
  });
});
