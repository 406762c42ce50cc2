import { miniGames } from '@shared/content/mini-games';
import { projects } from '@shared/content/projects';
import { technicalSkills } from '@shared/content/skills';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { baseUrl, openSession, type BrowserSession } from './support/session';

/**
 * How a visitor opens the mini-games, and the dialog it opens. The one place that knows the way
 * in: everything below starts from here.
 */
async function openMiniGames(page: Page): Promise<Locator> {
  // A visitor's way in: the header's trophy, past the sign-in cover, then Play mini-games.
  await page.getByRole('button', { name: /^Achievements, \d+ unlocked/ }).click();
  const overlay = page.getByRole('dialog', { name: 'Achievements' });
  await overlay.getByRole('button', { name: 'Maybe Later' }).click();
  await overlay.getByRole('button', { name: 'Play mini-games' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mini Games' });
  await dialog.waitFor();
  return dialog;
}

/** Presses Tab until `target` has focus, as a keyboard-only visitor would. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** The focus reaches `target`: the game moves it in an effect, which may follow the key a moment later. */
async function expectFocusOn(target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { timeout: 10_000 }).toBe(true);
}

const skillName = (id: string) => technicalSkills.find((skill) => skill.id === id)?.name ?? id;
const projectTitle = (id: string) => projects.find((project) => project.id === id)?.title ?? id;

let session: BrowserSession;
beforeEach(async () => {
  session = await openSession();
});
afterEach(async () => {
  await session.close();
});

describe('mini-games in Chromium', () => {
  it('loads the games only when asked for, and the menu has no accessibility violations', async () => {
    const { page, errors } = session;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(requested.filter((path) => path.includes('mini-games-dialog'))).toEqual([]);

    const dialog = await openMiniGames(page);
    expect(requested.some((path) => path.includes('mini-games-dialog'))).toBe(true);
    for (const game of [miniGames.codeRacer, miniGames.skillMatcher, miniGames.bugSquasher]) {
      await dialog.getByRole('button', { name: game.title }).waitFor();
      await dialog.getByText(game.description).waitFor();
    }
    expect(await accessibilityViolations(page, dialog)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('plays Code Racer to 50 by typing, then goes Back to the menu', async () => {
    const { page } = session;
    await page.goto('/');
    const dialog = await openMiniGames(page);
    await dialog.getByRole('button', { name: 'Code Racer' }).click();
    const start = dialog.getByRole('button', { name: 'Start' });
    await expectFocusOn(start);
    await page.keyboard.press('Enter');

    const field = dialog.getByRole('textbox', { name: 'Type the code' });
    await expectFocusOn(field);
    expect(await accessibilityViolations(page, dialog)).toEqual([]);
    for (let typed = 1; typed <= 5; typed += 1) {
      const snippet = await dialog.locator('pre code').textContent();
      await page.keyboard.type(snippet ?? '');
      await dialog.getByText(`Score: ${typed * 10}`).waitFor();
    }
    expect(await field.inputValue()).toBe('');

    await dialog.getByRole('button', { name: 'Back to games' }).click();
    await dialog.getByRole('list', { name: 'Games' }).waitFor();
    await expectFocusOn(dialog.getByRole('button', { name: 'Code Racer' }));
  });

  it('plays Skill Matcher to the end with the keyboard alone', async () => {
    const { page } = session;
    await page.goto('/');
    const dialog = await openMiniGames(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Skill Matcher' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const skills = dialog.getByRole('group', { name: 'Skills' });
    const projectList = dialog.getByRole('group', { name: 'Projects' });
    await skills.waitFor();
    expect(await accessibilityViolations(page, dialog)).toEqual([]);

    for (const pair of miniGames.skillMatcher.pairs) {
      await tabTo(page, skills.getByRole('button', { name: skillName(pair.skill), exact: true }));
      await page.keyboard.press('Enter');
      await tabTo(
        page,
        projectList.getByRole('button', { name: projectTitle(pair.project), exact: true }),
      );
      await page.keyboard.press('Space');
    }
    await dialog.getByText('All 6 pairs matched! Final score: 30.').waitFor();
    await expectFocusOn(dialog.getByRole('button', { name: 'Play again' }));
    expect(await accessibilityViolations(page, dialog)).toEqual([]);
  });

  it('plays Bug Squasher to the end with the keyboard alone', async () => {
    const { page } = session;
    // As a visitor who asked for less motion: the bugs keep still, so the accessibility check
    // sees each target where it stays, not two crossing mid-move (the phone test plays them moving).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const dialog = await openMiniGames(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Bug Squasher' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const board = dialog.getByRole('group', { name: 'Bug board' });
    await board.waitFor();
    expect(await accessibilityViolations(page, dialog)).toEqual([]);
    for (let bug = 1; bug <= 5; bug += 1) {
      await expectFocusOn(dialog.getByRole('button', { name: `Bug ${bug}` }));
      await page.keyboard.press(bug % 2 ? 'Enter' : 'Space');
    }
    await dialog.getByText('All 5 bugs squashed! Final score: 100.').waitFor();
  });

  it('plays Bug Squasher by taps on a phone', async () => {
    const context = await session.browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      await context.addInitScript({ content: "localStorage.setItem('hasSeenIntro', 'true')" });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      const dialog = await openMiniGames(page);
      await dialog.getByRole('button', { name: 'Bug Squasher' }).tap();
      await dialog.getByRole('button', { name: 'Start' }).tap();
      const board = dialog.getByRole('group', { name: 'Bug board' });
      const live = board.getByRole('button', { name: /^Bug \d$/ });
      // The bugs scuttle about: a tap that lands as one moves away is simply tapped again.
      for (let taps = 0; taps < 20 && (await live.count()) > 0; taps += 1) {
        await live.first().tap({ timeout: 5000 });
      }
      await dialog.getByText('All 5 bugs squashed! Final score: 100.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('has no accessibility violations in the dark scheme either', async () => {
    const { page } = session;
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const dialog = await openMiniGames(page);
    expect(await accessibilityViolations(page, dialog)).toEqual([]);
    for (const title of ['Code Racer', 'Skill Matcher', 'Bug Squasher']) {
      await dialog.getByRole('button', { name: title }).click();
      await dialog.getByRole('button', { name: 'Start' }).click();
      expect(await accessibilityViolations(page, dialog), title).toEqual([]);
      await dialog.getByRole('button', { name: 'Back to games' }).click();
    }
  });
});
