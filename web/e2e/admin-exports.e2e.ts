import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { demo, signInViaUi } from './support/accounts';
import { openSession, type BrowserSession } from './support/session';

const sessions: BrowserSession[] = [];
async function open(): Promise<BrowserSession> {
  const session = await openSession();
  sessions.push(session);
  return session;
}

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

async function openSubscribers(page: Page): Promise<void> {
  const admin = demo('admin');
  await signInViaUi(page, admin.username, admin.password);
  await page.waitForURL('**/admin');
  await page.goto('/admin?section=subscribers');
  await page.getByRole('heading', { name: 'Newsletter subscribers' }).waitFor();
  await page.getByRole('list', { name: 'Subscribers' }).getByRole('listitem').first().waitFor();
}

/** The addresses the list shows, every page of it loaded with the keyboard. */
async function listedAddresses(page: Page): Promise<string[]> {
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    await more.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
  }
  // Every page drawn: the count under the list says all are shown.
  await page.getByText(/^All \d+ shown, newest first$/).waitFor();
  const rows = page.getByRole('list', { name: 'Subscribers' }).getByRole('listitem');
  return rows.evaluateAll((items) =>
    items.map((item) => item.querySelector('.list-row__title')?.textContent ?? ''),
  );
}

describe('admin exports', () => {
  it('exports the subscribers the filter shows, with the keyboard alone, into a CSV of the same rows', async () => {
    const { page, errors } = await open();
    await openSubscribers(page);

    const filter = page.getByRole('combobox', { name: 'Status' });
    await filter.focus();
    await page.keyboard.type('Unsub');
    await expect.poll(() => filter.inputValue()).toBe('unsubscribed');
    // The filtered list has replaced the whole one once every row it shows is unsubscribed.
    const rows = page.getByRole('list', { name: 'Subscribers' }).getByRole('listitem');
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('Unsubscribed'));
      })
      .toBe(true);
    const listed = await listedAddresses(page);
    expect(listed).toContain('margaret@readers.example.com');
    expect(listed).not.toContain('ada@readers.example.com');

    const exportButton = page.getByRole('button', { name: 'Export CSV of subscribers' });
    // Status, then Rows per page, then Export CSV.
    await filter.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => exportButton.evaluate((button) => button === document.activeElement))
      .toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^subscribers-unsubscribed-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const file = await readFile(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: Record<string, string>[] = parse(file, { bom: true, columns: true });
    expect(records.map((record) => record.Email)).toEqual(listed);
    for (const record of records) expect(record.Status).toBe('unsubscribed');
    await page.getByRole('status').filter({ hasText: 'Export ready' }).waitFor();

    // The filter is in the address: a reload shows the same list.
    expect(new URL(page.url()).searchParams.get('subscriberStatus')).toBe('unsubscribed');
    await page.reload();
    await expect.poll(() => filter.inputValue()).toBe('unsubscribed');

    // The server audited it: the activity says who exported what, with which filter.
    await page.goto('/admin?section=activity');
    await page.getByText('Exported as CSV: subscribers (unsubscribed)').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('has no accessibility violations in the subscribers section, light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page } = await open();
      await page.emulateMedia({ colorScheme: scheme });
      await openSubscribers(page);
      expect(await accessibilityViolations(page, page.locator('main')), scheme).toEqual([]);
    }
  });
});
