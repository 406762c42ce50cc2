import { afterEach, describe, expect, it } from 'vitest';
import { heroStats } from '@shared/content/hero';
import { profile } from '@shared/content/profile';
import { projects } from '@shared/content/projects';
import { baseUrl, holdScripts, openSession, type BrowserSession } from './support/session';

const SECTIONS = ['hero', 'about', 'experience', 'skills', 'projects', 'availability', 'contact'];
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

let session: BrowserSession | undefined;

afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe.each(VIEWPORTS)('home page at %s', (_name, viewport) => {
  it('has the sections in order with their anchors, one h1 and no console errors', async () => {
    session = await openSession(viewport);
    const { page } = session;
    await page.goto('/');
    await page.locator('#contact').waitFor();
    const ids = await page
      .locator('main > section[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids).toEqual(SECTIONS);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('[data-testid="project-card"]').count()).toBe(8);
    expect(await page.getByText(`© ${new Date().getFullYear()}`).count()).toBe(1);
    expect(session.errors).toEqual([]);
  });

  it('scrolls to a section from the navigation, leaving room for the header', async () => {
    session = await openSession(viewport);
    const { page } = session;
    await page.goto('/');
    await page.locator('#skills').waitFor();
    if (viewport.width < 900) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Skills' })
        .click();
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Skills' })
        .click();
    }
    await page.waitForFunction(
      () =>
        Math.abs((document.getElementById('skills')?.getBoundingClientRect().top ?? 0) - 80) < 4,
    );
    expect(page.url()).toContain('#skills');
  });

  it('sends a signed-out visitor who picks Contact to /auth with the toast', async () => {
    session = await openSession(viewport);
    const { page } = session;
    await page.goto('/');
    if (viewport.width < 900) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Contact' })
        .click();
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Contact' })
        .click();
    }
    await page.waitForURL('**/auth');
    await page.getByText('Authentication Required').waitFor();
    await page.getByText('Please log in to view secure contact information.').waitFor();
  });
});

describe('home page behaviour', () => {
  it('keeps the chosen theme across a reload', async () => {
    session = await openSession();
    const { page } = session;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-color-scheme') === 'dark',
    );
    // The dark background (#0b1120), once the 500 ms colour transition has finished.
    const darkBackground = () =>
      getComputedStyle(document.body).backgroundColor === 'rgb(11, 17, 32)';
    await page.waitForFunction(darkBackground);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-color-scheme')),
    ).toBe('dark');
    await page.waitForFunction(darkBackground);
  });

  it('opens the mobile menu, locks page scrolling, and closes it on navigation', async () => {
    session = await openSession({ width: 390, height: 844 });
    const { page } = session;
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await menu.getByRole('link', { name: 'Projects' }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  it('plays the intro journey once, then never again', async () => {
    session = await openSession({ width: 1280, height: 800 }, { showIntro: true });
    const { page } = session;
    await page.goto('/');
    await page.getByText('Step 1 of 8').waitFor();
    await page.getByText('Tech Journey Begins').waitFor();
    await page.getByText('Step 2 of 8').waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Skip Intro' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('hasSeenIntro'))).toBe('true');
    await page.reload();
    await page.locator('#contact').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByText('Step 1 of 8').count()).toBe(0);
  });

  it('plays every step to the end on a phone that stays at the top of the page', async () => {
    // The sections below the hero are adopted by React only as they come into view; an update
    // that waited for them (the server's theme did) held up every later transition, and the
    // journey stopped at a step.
    session = await openSession({ width: 390, height: 844 }, { showIntro: true });
    const { page } = session;
    await page.goto('/');
    await page.getByText('Step 1 of 8').waitFor();
    for (let step = 2; step <= 8; step++)
      await page.getByText(`Step ${step} of 8`).waitFor({ timeout: 5000 });
    await page.getByText('Journey Loaded!').waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Explore Now' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('keeps the background still while the intro covers the page, and starts it afterwards', async () => {
    session = await openSession({ width: 390, height: 844 }, { showIntro: true });
    const { page } = session;
    const canvasDrawn = (): boolean => {
      const canvas = document.querySelector<HTMLCanvasElement>('.background-animation canvas');
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return false;
      return context
        .getImageData(0, 0, canvas.width, canvas.height)
        .data.some((value) => value > 0);
    };
    await page.goto('/');
    await page.getByText('Step 1 of 8').waitFor();
    // Every part shown after load has had its turn by the second step.
    await page.getByText('Step 2 of 8').waitFor({ timeout: 5000 });
    await page.locator('.background-animation canvas').waitFor({ state: 'attached' });
    expect(await page.evaluate(canvasDrawn)).toBe(false);
    await page.getByRole('button', { name: 'Skip Intro' }).click();
    await page.waitForFunction(canvasDrawn);
  });

  it('serves SEO data in the HTML before any script runs', async () => {
    session = await openSession();
    const html = await (await session.page.request.get('/')).text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('property="og:image"');
    expect(html).toContain('name="twitter:card"');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const person = JSON.parse(jsonLd) as { '@type': string; sameAs: string[] };
    expect(person['@type']).toBe('Person');
    expect(person.sameAs.length).toBeGreaterThan(3);
    expect((await session.page.request.get('/sitemap.xml')).headers()['content-type']).toContain(
      'xml',
    );
    expect(await (await session.page.request.get('/robots.txt')).text()).toContain('Sitemap:');
  });
});

describe('prerendered home page', () => {
  it('shows every section in the HTML before any script runs', async () => {
    session = await openSession();
    const context = await session.browser.newContext({
      javaScriptEnabled: false,
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    await page.goto('/');
    const ids = await page
      .locator('main > section[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids).toEqual(SECTIONS);
    expect(await page.locator('h1').textContent()).toBe(profile.name);
    // Sections off screen are laid out as they come near (content-visibility): each is seen
    // once a reader scrolls to it, with no script.
    for (const title of ['About Me', 'Experience', 'Skills', 'Projects & Achievements']) {
      const heading = page.getByRole('heading', { name: title, level: 2 });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading.isVisible()).resolves.toBe(true);
    }
    expect(await page.locator('[data-testid="project-card"]').count()).toBe(projects.length);
    expect(await page.getByText(`© ${new Date().getFullYear()}`).count()).toBe(1);
  });

  it('is adopted by React as it is (hydrated, not redrawn) and then responds', async () => {
    session = await openSession({ width: 390, height: 844 });
    const { page } = session;
    // Keep the nodes the HTML parser created, before any module script runs.
    await page.addInitScript({
      content: `document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          window.__parsed = [document.querySelector('h1'), document.querySelector('#projects h2')];
      });`,
    });
    await page.goto('/');
    // Clicks before the scripts have run do nothing (as on any page), so retry until one counts.
    const filter = page.getByRole('button', { name: heroStats.platformName, exact: true });
    await expect
      .poll(async () => {
        await filter.click();
        return page.locator('[data-testid="project-card"]').count();
      })
      .toBeLessThan(projects.length);
    const sameNodes = await page.evaluate(() => {
      const parsed = (window as unknown as { __parsed: (Element | null)[] }).__parsed;
      return (
        parsed[0] === document.querySelector('h1') &&
        parsed[1] === document.querySelector('#projects h2')
      );
    });
    expect(session.errors).toEqual([]);
    expect(sameNodes).toBe(true);
  });

  it('serves other paths the app shell (header and spinner), and a signed-in page a shell with its frame that names its code and reads', async () => {
    session = await openSession();
    const html = await (await session.page.request.get('/brand-analyzer')).text();
    expect(html).toContain('class="ui-app-bar app-header"');
    expect(html).toContain('class="ui-spinner"');
    expect(html).not.toContain('id="hero"');
    expect(html).not.toContain('data-prerendered');
    expect(html).not.toMatch(/dashboard-routes-/);
    const dashboard = await (await session.page.request.get('/dashboard')).text();
    expect(dashboard).toContain('class="ui-app-bar app-header"');
    expect(dashboard).toContain('<h1 class="page-frame__title">Your dashboard</h1>');
    // Its large chunks start after the first paint (boot.js), its small ones as it is parsed;
    // its session and data before any script.
    expect(dashboard).toMatch(
      /<meta name="app-preload" content="\/assets\/dashboard-routes-[^"]+\.js">/,
    );
    expect(dashboard).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/appointments-card-[^"]+\.js">/,
    );
    // The dashboards are plain markup: their shells name no MUI code.
    expect(dashboard).not.toMatch(/mui-core-/);
    expect(dashboard).toContain(
      '<meta name="app-early-reads" content="/api/user /api/meetings /api/bookings /api/my-submissions">',
    );
    // A page drawn with MUI names MUI's large chunk to start after the first paint.
    const admin = await (await session.page.request.get('/admin')).text();
    expect(admin).toMatch(/<meta name="app-preload" content="\/assets\/mui-core-[^"]+\.js">/);
    expect(admin).not.toMatch(/rel="modulepreload" crossorigin href="[^"]*mui-core/);
  });

  it('keeps a sign-in typed into /auth before its scripts ran, with Sign In enabled once live', async () => {
    session = await openSession();
    const { page, gotoBeforeReady } = session;
    const release = await holdScripts(page);
    await gotoBeforeReady('/auth');
    await page.getByLabel('Username or email').fill('demo-user');
    await page.getByLabel(/^Password/).fill('Some-password1');
    release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect.poll(() => signIn.isEnabled()).toBe(true);
    await expect(page.getByLabel('Username or email').inputValue()).resolves.toBe('demo-user');
    expect(session.errors).toEqual([]);
  });

  it('serves /auth prerendered: the sign-in form is there before any script runs, and then works', async () => {
    session = await openSession();
    const context = await session.browser.newContext({
      javaScriptEnabled: false,
      baseURL: baseUrl(),
    });
    const still = await context.newPage();
    await still.goto('/auth');
    await expect(still.getByLabel('Username or email').isVisible()).resolves.toBe(true);
    await expect(still.locator('#hero').count()).resolves.toBe(0);
    await context.close();

    const { page } = session;
    await page.goto('/auth');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // The form is React's now: filling it in enables Sign In.
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect(signIn.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Username or email').fill('demo-user');
    await page.getByLabel(/^Password/).fill('Some-password1');
    await expect.poll(() => signIn.isEnabled()).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
