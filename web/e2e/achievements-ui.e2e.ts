import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, registerViaApi, signInViaUi } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { openSession, type BrowserSession } from './support/session';
import { zoneAt } from './support/time-zones';

const sessions: BrowserSession[] = [];
async function open(
  viewport?: { width: number; height: number },
  { reducedMotion = false } = {},
): Promise<BrowserSession> {
  // In the day: Night Owl would otherwise unlock by itself when this runs after midnight.
  const session = await openSession(viewport, { timezoneId: zoneAt(9, 17) });
  sessions.push(session);
  // Before the first page: canvas-confetti reads the preference once, when its code loads.
  if (reducedMotion) await session.page.emulateMedia({ reducedMotion: 'reduce' });
  return session;
}

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

const trophy = (page: Page) => page.getByRole('button', { name: /^Achievements, \d+ unlocked$/ });
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Achievements' });
const toast = (page: Page) => page.getByTestId('achievement-toast');
/** canvas-confetti draws on a canvas of its own, added to the body for the burst. */
const confettiCanvases = (page: Page) => page.locator('body > canvas').count();

/** Signs in a new account: the demo user's count also moves with other tests' unlocks. */
async function signIn(page: Page): Promise<void> {
  const account = await registerViaApi();
  await signInViaUi(page, account.username, PASSWORD);
  await page.getByText('Login successful').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Opens the overlay from the trophy and clicks the first card that still unlocks. */
async function unlockFirstLockedCard(page: Page): Promise<string> {
  await trophy(page).click();
  const dialog = overlay(page);
  await dialog.waitFor();
  const locked = dialog.getByRole('button').filter({ hasText: 'Click to unlock for demo' }).first();
  // The card's first labelled part is its title.
  const title = (await locked.locator('[id]').first().textContent()) ?? '';
  expect(title).not.toBe('');
  await locked.click();
  return title;
}

describe('achievements overlay, toast and trophy', () => {
  it('signed out: the trophy opens the overlay under the sign-in cover; Maybe Later lets cards be highlighted only', async () => {
    const { page, errors } = await open();
    await page.goto('/');
    await trophy(page).click();
    const dialog = overlay(page);
    await dialog.waitFor();
    const cover = dialog.getByRole('group', { name: 'Create an Account to Track Achievements' });
    await cover.waitFor();
    expect(
      await cover.getByRole('link', { name: 'Sign In / Create Account' }).getAttribute('href'),
    ).toBe('/auth');
    expect(await accessibilityViolations(page, dialog)).toEqual([]);

    await cover.getByRole('button', { name: 'Maybe Later' }).click();
    await cover.waitFor({ state: 'detached' });
    const nightOwl = dialog.getByRole('button', { name: /^Night Owl/ });
    await nightOwl.click();
    expect(await nightOwl.getAttribute('aria-pressed')).toBe('true');
    expect(await dialog.getByText('Click to unlock for demo').count()).toBe(0);
    expect(await accessibilityViolations(page, dialog)).toEqual([]);

    // Escape closes it and the keyboard is back on the trophy; Shift+A opens it again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toMatch(/^Achievements, 0 unlocked$/);
    await page.keyboard.press('Shift+A');
    await cover.waitFor();
    expect(errors).toEqual([]);
  });

  it('signed in: no cover, a demo unlock shows the toast with confetti, and the trophy counts it', async () => {
    const { page, errors } = await open();
    await signIn(page);
    const before = Number(
      /(\d+) unlocked/.exec((await trophy(page).getAttribute('aria-label')) ?? '')?.[1] ?? NaN,
    );
    const title = await unlockFirstLockedCard(page);
    expect(
      await overlay(page)
        .getByRole('group', { name: /Create an Account/ })
        .count(),
    ).toBe(0);

    await toast(page).waitFor();
    const shown = (await toast(page).textContent()) ?? '';
    expect(shown).toContain('Achievement Unlocked!');
    expect(shown).toContain(title);
    expect(shown).toMatch(/\+\d+ pts/);
    await expect.poll(() => confettiCanvases(page)).toBe(1);

    // Closed, the overlay gives the page back (while open, the rest is hidden from assistive tech
    // and so from role queries): the trophy counts the unlock (and the follow-up, once it comes).
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'hidden' });
    await expect
      .poll(async () => trophy(page).getAttribute('aria-label', { timeout: 1000 }))
      .toMatch(new RegExp(`^Achievements, (${before + 1}|${before + 2}) unlocked$`));

    // The toast, held by the pointer while axe looks at it.
    await toast(page).hover();
    expect(
      await accessibilityViolations(page, page.getByRole('status').filter({ has: toast(page) })),
    ).toEqual([]);
    await toast(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => toast(page).filter({ hasText: title }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('with reduced motion: the toast shows and no confetti is drawn', async () => {
    const { page, errors } = await open({ width: 390, height: 844 }, { reducedMotion: true });
    await signIn(page);
    await unlockFirstLockedCard(page);
    await toast(page).waitFor();
    // Long enough for a burst to have started drawing.
    await page.waitForTimeout(750);
    expect(await confettiCanvases(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
