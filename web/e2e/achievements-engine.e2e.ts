import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  eventually,
  localUnlocks,
  signedInUid,
  storedUnlocks,
  switchThemeTo,
} from './support/achievements';
import { registerViaApi, signInViaUi, PASSWORD } from './support/accounts';
import { openSession, type BrowserSession } from './support/session';
import { zoneAt } from './support/time-zones';

/**
 * The achievements engine in a real browser, against the emulators: what it stores here and on
 * the server when the page publishes what earns an achievement (a switch to the dark theme earns
 * dark_mode_fan; both themes earn design_appreciator), across tabs, reloads and a lost
 * connection. The toast and the overlay are the achievements UI's (achievements-ui.e2e.ts).
 */

let session: BrowserSession;

beforeEach(async () => {
  // In the day, so Night Owl does not unlock by itself when this runs after midnight.
  session = await openSession(undefined, { timezoneId: zoneAt(9, 17) });
});
afterEach(async () => {
  await session.close();
});

/** A new account, signed in, on the home page once its achievements have reached the server. */
async function signedInUser(): Promise<string> {
  const { page } = session;
  const user = await registerViaApi();
  await signInViaUi(page, user.username, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/auth');
  // The engine has connected once its first read of the server's unlocks is answered.
  const connected = page.waitForResponse((response) =>
    response.url().endsWith('/api/achievements'),
  );
  await page.goto('/');
  await connected;
  return signedInUid(page);
}

describe('achievements in the browser', () => {
  it('signed out: switching themes earns nothing, not even progress, and loads no Firebase SDK', async () => {
    const { page } = session;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await switchThemeTo(page, 'dark');
    await switchThemeTo(page, 'light');
    await page.waitForTimeout(3000);

    expect(await page.evaluate(() => localStorage.getItem('portfolio-achievements'))).toBeNull();
    expect(requested.filter((url) => /firebase-auth|firestore-remote|:8080\//.test(url))).toEqual(
      [],
    );

    // Signed in, one switch to dark earns dark_mode_fan; had the light theme tried while signed
    // out counted, it would have earned design_appreciator too.
    const uid = await signedInUser();
    await switchThemeTo(page, 'dark');
    const stored = await eventually(
      () => storedUnlocks(uid),
      (unlocks) => unlocks.has('dark_mode_fan') && unlocks.has('easter_egg_finder'),
    );
    expect(stored.has('design_appreciator')).toBe(false);
  });

  it('signed in: each unlock is stored once, here and on the server; a second tab and a reload change nothing', async () => {
    const { page, context } = session;
    const uid = await signedInUser();

    await switchThemeTo(page, 'light');
    await switchThemeTo(page, 'dark');
    const first = await eventually(
      () => storedUnlocks(uid),
      (stored) => stored.has('dark_mode_fan') && stored.has('easter_egg_finder'),
    );
    expect((await localUnlocks(page, uid)).get('dark_mode_fan')).toMatchObject({
      pendingSync: false,
    });

    // A second tab of the same browser: the theme is dark there too; switching to light and back
    // earns nothing new but design_appreciator, once.
    const second = await context.newPage();
    await second.goto('/');
    await second.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await switchThemeTo(second, 'light');
    await switchThemeTo(second, 'dark');
    const both = await eventually(
      () => storedUnlocks(uid),
      (stored) => stored.has('design_appreciator'),
    );
    for (const [id, at] of first) expect(both.get(id)).toBe(at);

    const here = await localUnlocks(page, uid);
    await Promise.all([page.reload(), second.reload()]);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await switchThemeTo(page, 'light');
    await switchThemeTo(page, 'dark');
    await page.waitForTimeout(3000);

    const after = await storedUnlocks(uid);
    expect(after).toEqual(both);
    const local = await localUnlocks(page, uid);
    expect([...local.keys()].sort()).toEqual([...after.keys()].sort());
    for (const [id, entry] of here) expect(local.get(id)).toEqual(entry);
  });

  it('offline: an unlock is kept with its date and written once the browser is back online', async () => {
    const { page, context } = session;
    const uid = await signedInUser();

    await context.setOffline(true);
    await switchThemeTo(page, 'light');
    await switchThemeTo(page, 'dark');
    const kept = await eventually(
      () => localUnlocks(page, uid),
      (local) => local.get('dark_mode_fan')?.pendingSync === true,
    );
    expect((await storedUnlocks(uid)).has('dark_mode_fan')).toBe(false);

    await context.setOffline(false);
    await eventually(
      () => storedUnlocks(uid),
      (stored) => stored.has('dark_mode_fan') && stored.has('easter_egg_finder'),
    );
    const synced = await eventually(
      () => localUnlocks(page, uid),
      (local) => [...local.values()].every((entry) => !entry.pendingSync),
    );
    expect(synced.get('dark_mode_fan')?.date).toBe(kept.get('dark_mode_fan')?.date);
  });
});
