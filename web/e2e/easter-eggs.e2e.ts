import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { easterEggs } from '@shared/content/easter-eggs';
import type { EasterEgg } from '@shared/content/easter-eggs-schema';
import { demo, signInViaUi } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { baseUrl, openSession, type BrowserSession } from './support/session';

const egg = (id: EasterEgg['id']): EasterEgg => {
  const found = easterEggs.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No ${id} egg in the content`);
  return found;
};

const PROMPT = 'Create an Account to Track Achievements';
/** Typed as a visitor types: well inside every pattern's window. */
const TYPING = { delay: 60 };

let session: BrowserSession | undefined;

afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** The eggs load after the page: a visitor's keys count from then on. */
async function eggsListening(page: Page): Promise<void> {
  await page.locator('html[data-easter-eggs="listening"]').waitFor({ state: 'attached' });
}

/** The chunks of the eggs' code the page has fetched, and whether any came before `load`. */
async function eggScripts(page: Page): Promise<{ names: string[]; beforeLoad: boolean }> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const loadEnd = navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0;
    const eggs = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/(easter-eggs|hint-toast|egg-dialogs)-/.test(entry.name));
    return {
      names: eggs.map((entry) => new URL(entry.name).pathname),
      beforeLoad: eggs.some((entry) => loadEnd === 0 || entry.startTime < loadEnd),
    };
  });
}

async function signIn(page: Page): Promise<void> {
  const user = demo('general_user');
  await signInViaUi(page, user.username, user.password);
  await page.waitForURL((url) => url.pathname === '/');
}

describe('easter eggs, signed out', () => {
  it('asks a visitor who types the Game pattern to create an account (accessible dialog)', async () => {
    session = await openSession();
    const { page, errors } = session;
    await page.goto('/');
    await eggsListening(page);
    const loaded = await eggScripts(page);
    expect(loaded.beforeLoad).toBe(false);
    expect(loaded.names.some((name) => name.includes('egg-dialogs'))).toBe(false);

    await page.keyboard.type(egg('game').pattern.join(''), TYPING);
    const prompt = page.getByRole('dialog', { name: PROMPT });
    await prompt.waitFor();
    await prompt.getByRole('link', { name: 'Sign In / Create Account' }).waitFor();
    expect(await accessibilityViolations(page, prompt)).toEqual([]);

    await prompt.getByRole('button', { name: 'Maybe Later' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${baseUrl()}/`);
    await page.keyboard.type(egg('game').pattern.join(''), TYPING);
    await prompt.getByRole('link', { name: 'Sign In / Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(errors).toEqual([]);
  });

  it('ignores the pattern typed into a form field, and hears it on the page', async () => {
    session = await openSession();
    const { page } = session;
    await page.goto('/');
    await eggsListening(page);
    const field = page.getByRole('form', { name: 'Newsletter' }).getByLabel('Email address');
    await field.scrollIntoViewIfNeeded();
    await field.click();
    await page.keyboard.type(egg('game').pattern.join(''), TYPING);
    await expect(field.inputValue()).resolves.toBe('game');
    // Longer than the pattern's window and the dialog's code takes to load.
    await page.waitForTimeout(egg('game').windowMs + 1000);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await field.blur();
    await page.keyboard.type(egg('game').pattern.join(''), TYPING);
    await page.getByRole('dialog', { name: PROMPT }).waitFor();
  });

  it('loads nothing of the eggs with the first load of /auth', async () => {
    session = await openSession();
    const { page } = session;
    await page.goto('/auth');
    await eggsListening(page);
    expect((await eggScripts(page)).beforeLoad).toBe(false);
  });
});

describe('easter eggs, signed in', () => {
  it('opens the secret overlay for the Game pattern, with Play mini-games (accessible)', async () => {
    session = await openSession();
    const { page, errors } = session;
    await signIn(page);
    await eggsListening(page);
    const game = egg('game');
    await page.keyboard.type(game.pattern.join(''), TYPING);
    const secret = page.getByRole('dialog', { name: game.label });
    await secret.getByText(game.message).waitFor();
    const play = secret.getByRole('button', { name: 'Play mini-games' });
    await play.waitFor();
    expect(await page.getByRole('dialog', { name: PROMPT }).count()).toBe(0);
    expect(await accessibilityViolations(page, secret)).toEqual([]);
    await play.click();
    await secret.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('opens the Code secret only while the Skills are the section in view', async () => {
    session = await openSession();
    const { page } = session;
    await signIn(page);
    await eggsListening(page);
    const code = egg('code');
    // At the top, the hero is in view: nothing.
    await page.keyboard.type(code.pattern.join(''), TYPING);
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The middle of the Skills under the middle of the screen, scrolled there again should the
    // page still be settling (drawing its sections, or putting a new page at the top).
    await page.waitForFunction(() => {
      const skills = document.getElementById('skills');
      if (!skills) return false;
      const rect = skills.getBoundingClientRect();
      if (rect.top <= innerHeight / 2 && rect.bottom > innerHeight / 2) return true;
      skills.scrollIntoView({ block: 'center' });
      return false;
    });
    await page.keyboard.type(code.pattern.join(''), TYPING);
    const secret = page.getByRole('dialog', { name: code.label });
    await secret.getByText(code.message).waitFor();
    expect(await secret.getByRole('button', { name: 'Play mini-games' }).count()).toBe(0);
  });

  it('opens the same secret for five taps on the logo of a touch screen', async () => {
    session = await openSession();
    await signIn(session.page);
    const context = await session.browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      // The signed-in visitor's cookie and this browser's memory of signing in.
      storageState: await session.context.storageState(),
    });
    await context.addInitScript({ content: "localStorage.setItem('hasSeenIntro', 'true')" });
    const page = await context.newPage();
    await page.goto('/');
    await eggsListening(page);

    const game = egg('game');
    // Taps as quick as a thumb's, at one place: a locator's tap checks the element again before
    // each, which on a busy machine can spread five taps past the pattern's window.
    const logo = await page.locator('[data-egg-tap="logo"]').boundingBox();
    if (!logo) throw new Error('The logo is not on the page');
    for (let tap = 0; tap < game.touch.taps; tap += 1)
      await page.touchscreen.tap(logo.x + logo.width / 2, logo.y + logo.height / 2);
    const secret = page.getByRole('dialog', { name: game.label });
    await secret.getByText(game.message).waitFor();
    await secret.getByRole('button', { name: 'Play mini-games' }).waitFor();
    expect(await accessibilityViolations(page, secret)).toEqual([]);
    // The logo still did what it does: back to the top of the home page.
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
