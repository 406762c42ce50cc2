import { afterEach, describe, expect, it, vi } from 'vitest';
import { achievements } from '@shared/content/achievements';
import type { AchievementId } from '@shared/content/achievements-schema';
import { FakeServer } from '@/testing/achievements/fake-server';
import { SimulatedBrowser, type SimulatedTab } from '@/testing/achievements/simulated-browser';
import type { UnlockNotice } from './achievements-api';
import type { AchievementsRemote, EngineTiming, SignedInUser } from './engine-environment';
import { readUser } from './local-store';
import { ACHIEVEMENTS_STORAGE_KEY } from './storage-key';
import { createUnlockEngine } from './unlock-engine';

const ADA: SignedInUser = { uid: 'ada', role: 'general_user' };
const PAST = '2025-06-01T10:00:00.000Z';

interface OpenOptions {
  timing?: Partial<EngineTiming>;
  remote?: (tab: SimulatedTab) => AchievementsRemote;
}

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.useRealTimers();
});

/** One tab's engine, started, with the notices it showed while its tab was open. */
function openEngine(server: FakeServer, tab: SimulatedTab, options: OpenOptions = {}) {
  const notices: AchievementId[] = [];
  const connectRemote = vi.fn(async (user: SignedInUser) =>
    options.remote ? options.remote(tab) : server.remoteFor(user.uid, () => tab.browser.online()),
  );
  const engine = createUnlockEngine({
    catalogue: achievements,
    storage: tab.storage,
    session: tab.session,
    network: tab.network,
    connectRemote,
    locks: tab.locks,
    openChannel: tab.openChannel,
    onStorageChange: tab.onStorageChange,
    // A short follow-up unless a case is about it, so the cases do not wait 1.5 s each.
    timing: { followUpMs: 5, ...options.timing },
  });
  engine.onNotice((notice: UnlockNotice) => {
    if (tab.open) notices.push(notice.id);
  });
  stops.push(engine.start());
  return { engine, notices, connectRemote };
}

/** Lets the tasks in flight finish (messages between tabs travel in tasks of their own). */
async function settle(...engines: { idle(): Promise<void> }[]): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(engines.map((engine) => engine.idle()));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** With fake timers: moves through the tasks due now (tab messages, lock grants) until `promise` settles. */
async function whileAdvancing<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  const finish = (): void => {
    done = true;
  };
  promise.then(finish, finish);
  while (!done) await vi.advanceTimersByTimeAsync(0);
  return promise;
}

const unlockedIds = (browser: SimulatedBrowser, uid = ADA.uid): string[] =>
  readUser(browser.openTab().storage, uid)
    .achievements.map((entry) => entry.id)
    .sort();

function signedInBrowser(name?: string): SimulatedBrowser {
  const browser = new SimulatedBrowser(name);
  browser.signIn(ADA);
  return browser;
}

describe('unlocking', () => {
  it('unlocks an id once: one notice, stored on the server and here with a date that stays', async () => {
    const server = new FakeServer();
    const browser = signedInBrowser();
    const { engine, notices } = openEngine(server, browser.openTab());

    expect(await engine.unlock('dark_mode_fan')).toBe('unlocked');
    await settle(engine);
    const card = engine.getState().cards.find((entry) => entry.id === 'dark_mode_fan');
    expect(card).toMatchObject({ unlocked: true, date: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await engine.unlock('dark_mode_fan')).toBe('already');
    await settle(engine);

    expect(notices.filter((id) => id === 'dark_mode_fan')).toHaveLength(1);
    expect(server.unlocksOf(ADA.uid).has('dark_mode_fan')).toBe(true);
    expect(engine.getState().cards.find((entry) => entry.id === 'dark_mode_fan')?.date).toBe(
      card?.date,
    );
    expect(engine.getState()).toMatchObject({ unlockedCount: 2, total: 13, points: 15 + 10 });
  });

  it('ignores a second request for the same id within 100 ms, not after', async () => {
    vi.useFakeTimers();
    const server = new FakeServer();
    const { engine } = openEngine(server, signedInBrowser().openTab());

    const first = engine.unlock('night_owl');
    expect(await engine.unlock('night_owl')).toBe('guarded');
    await vi.advanceTimersByTimeAsync(99);
    expect(await engine.unlock('night_owl')).toBe('guarded');
    expect(await whileAdvancing(first)).toBe('unlocked');
    await vi.advanceTimersByTimeAsync(1);
    expect(await whileAdvancing(engine.unlock('night_owl'))).toBe('already');
  });

  it('unlocks easter_egg_finder 1.5 s after another unlock, with a notice of its own', async () => {
    vi.useFakeTimers();
    const server = new FakeServer();
    const { engine, notices } = openEngine(server, signedInBrowser().openTab(), {
      timing: { followUpMs: 1500 },
    });

    const shownAt: number[] = [];
    engine.onNotice(() => shownAt.push(Date.now()));
    await whileAdvancing(engine.unlock('team_builder'));
    await vi.advanceTimersByTimeAsync(1499);
    expect(notices).toEqual(['team_builder']);
    await vi.advanceTimersByTimeAsync(100);
    await whileAdvancing(engine.idle());
    expect(notices).toEqual(['team_builder', 'easter_egg_finder']);
    const [first = 0, second = 0] = shownAt;
    expect(second - first).toBeGreaterThanOrEqual(1500);
    expect(second - first).toBeLessThan(1510);
    expect(server.unlocksOf(ADA.uid).has('easter_egg_finder')).toBe(true);
  });

  it('does not follow up when easter_egg_finder is already unlocked', async () => {
    vi.useFakeTimers();
    const server = new FakeServer();
    server.seed(ADA.uid, 'easter_egg_finder', PAST);
    const { engine, notices } = openEngine(server, signedInBrowser().openTab(), {
      timing: { followUpMs: 1500 },
    });

    await whileAdvancing(engine.unlock('code_master'));
    await vi.advanceTimersByTimeAsync(5000);
    await whileAdvancing(engine.idle());
    expect(notices).toEqual(['code_master']);
    expect(server.creates.map((create) => create.id)).toEqual(['code_master']);
  });

  it('unlocks a random locked one, and nothing once every one is unlocked', async () => {
    const server = new FakeServer();
    for (const achievement of achievements.slice(1)) server.seed(ADA.uid, achievement.id, PAST);
    const { engine, notices } = openEngine(server, signedInBrowser().openTab());

    expect(await engine.unlockRandom()).toBe(achievements[0]?.id);
    expect(await engine.unlockRandom()).toBeUndefined();
    expect(notices).toEqual([achievements[0]?.id]);
  });
});

describe('signed out', () => {
  it('unlocks nothing and counts no progress, and never reaches the server', async () => {
    const server = new FakeServer();
    const browser = new SimulatedBrowser();
    const { engine, notices, connectRemote } = openEngine(server, browser.openTab());

    expect(await engine.unlock('night_owl')).toBe('signed-out');
    expect(await engine.recordProgress('sections', 'hero')).toBeUndefined();
    expect(await engine.unlockRandom()).toBeUndefined();
    await settle(engine);

    expect(notices).toEqual([]);
    expect(browser.peek(ACHIEVEMENTS_STORAGE_KEY)).toBeNull();
    expect(connectRemote).not.toHaveBeenCalled();
    expect(engine.getState()).toMatchObject({ status: 'signed-out', unlockedCount: 0 });
  });

  it('waits for a loading session, then unlocks for the user it turns out to be', async () => {
    const server = new FakeServer();
    const browser = new SimulatedBrowser();
    browser.setSession({ status: 'loading' });
    const { engine, notices } = openEngine(server, browser.openTab());

    const outcome = engine.unlock('night_owl');
    browser.signIn(ADA);
    expect(await outcome).toBe('unlocked');
    expect(notices).toContain('night_owl');
  });

  it('counts what happens after signing in, and nothing from before', async () => {
    const server = new FakeServer();
    const browser = new SimulatedBrowser();
    const { engine, notices } = openEngine(server, browser.openTab());

    expect(await engine.recordProgress('themes', 'light')).toBeUndefined();
    browser.signIn(ADA);
    expect(await engine.recordProgress('themes', 'dark')).toEqual(['dark']);
    expect(await engine.unlock('dark_mode_fan')).toBe('unlocked');
    await settle(engine);
    expect(notices).toEqual(['dark_mode_fan', 'easter_egg_finder']);
  });
});

describe('tabs, reloads and devices', () => {
  it('two tabs asking at once: one unlock, one notice, and both tabs show it', async () => {
    const server = new FakeServer();
    const browser = signedInBrowser();
    const first = openEngine(server, browser.openTab());
    const second = openEngine(server, browser.openTab());

    const outcomes = await Promise.all([
      first.engine.unlock('leadership_explorer'),
      second.engine.unlock('leadership_explorer'),
    ]);
    await settle(first.engine, second.engine);

    expect(outcomes.sort()).toEqual(['already', 'unlocked']);
    const shown = [...first.notices, ...second.notices];
    expect(shown.filter((id) => id === 'leadership_explorer')).toHaveLength(1);
    expect(shown.filter((id) => id === 'easter_egg_finder')).toHaveLength(1);
    for (const { engine } of [first, second]) {
      expect(
        engine.getState().cards.find((card) => card.id === 'leadership_explorer'),
      ).toMatchObject({ unlocked: true });
    }
    expect(server.creates.filter((create) => create.created)).toHaveLength(2);
  });

  it('another tab hears of an unlock through the channel, without a notice', async () => {
    const server = new FakeServer();
    const browser = signedInBrowser();
    const first = openEngine(server, browser.openTab());
    const second = openEngine(server, browser.openTab());
    const heard = vi.fn();
    second.engine.subscribe(heard);

    await first.engine.unlock('skill_matcher');
    await settle(first.engine, second.engine);

    expect(heard).toHaveBeenCalled();
    expect(
      second.engine.getState().cards.find((card) => card.id === 'skill_matcher')?.unlocked,
    ).toBe(true);
    expect(second.notices).toEqual([]);
  });

  it('after a reload, asking again shows nothing', async () => {
    const server = new FakeServer();
    const browser = signedInBrowser();
    const before = browser.openTab();
    const first = openEngine(server, before);
    await first.engine.unlock('tech_explorer');
    await settle(first.engine);
    before.close();

    const again = openEngine(server, browser.openTab());
    expect(await again.engine.unlock('tech_explorer')).toBe('already');
    await settle(again.engine);
    expect(again.notices).toEqual([]);
    expect(server.creates.filter((create) => create.id === 'tech_explorer')).toHaveLength(1);
  });

  it('a reload while the write is on its way: the next page finishes it, with its one notice', async () => {
    const server = new FakeServer();
    const browser = signedInBrowser();
    const leaving = browser.openTab();
    let sent = (): void => undefined;
    const stuck = openEngine(server, leaving, {
      remote: (tab) => {
        const real = server.remoteFor(ADA.uid, () => tab.browser.online());
        return {
          list: real.list,
          // The write reaches the server, and the page goes before it hears back.
          create: (id) =>
            new Promise(() => {
              void real.create(id);
              sent();
            }),
        };
      },
    });
    const written = new Promise<void>((resolve) => (sent = resolve));
    void stuck.engine.unlock('secret_project');
    await written;
    leaving.close();

    const next = openEngine(server, browser.openTab());
    await settle(next.engine);

    expect(stuck.notices).toEqual([]);
    expect(next.notices.filter((id) => id === 'secret_project')).toHaveLength(1);
    expect(readUser(browser.openTab().storage, ADA.uid).claims).toEqual([]);
    expect(server.creates.filter((create) => create.created)).toHaveLength(2);
  });

  it('two devices asking at once: the server decides, one notice in all', async () => {
    const server = new FakeServer();
    const laptop = openEngine(server, signedInBrowser('laptop').openTab());
    const phone = openEngine(server, signedInBrowser('phone').openTab());

    const outcomes = await Promise.all([
      laptop.engine.unlock('bug_squasher'),
      phone.engine.unlock('bug_squasher'),
    ]);
    await settle(laptop.engine, phone.engine);

    expect(outcomes.sort()).toEqual(['already', 'unlocked']);
    const shown = [...laptop.notices, ...phone.notices];
    expect(shown.filter((id) => id === 'bug_squasher')).toHaveLength(1);
    expect(shown.filter((id) => id === 'easter_egg_finder')).toHaveLength(1);
  });

  it('at sign-in, adds what the server holds without a notice and keeps what is here', async () => {
    const server = new FakeServer();
    server.seed(ADA.uid, 'night_owl', PAST);
    server.seed(ADA.uid, 'easter_egg_finder', PAST);
    const browser = new SimulatedBrowser();
    const { engine, notices } = openEngine(server, browser.openTab());

    browser.signIn(ADA);
    await settle(engine);

    expect(notices).toEqual([]);
    expect(engine.getState().cards.find((card) => card.id === 'night_owl')).toMatchObject({
      unlocked: true,
      date: PAST,
    });
    expect(await engine.unlock('night_owl')).toBe('already');
    expect(notices).toEqual([]);
  });

  it('offline: the notice shows at once, and the unlock is written once when back online', async () => {
    const server = new FakeServer();
    const browser = signedInBrowser();
    const { engine, notices } = openEngine(server, browser.openTab());
    await settle(engine);
    browser.setOnline(false);

    expect(await engine.unlock('full_explorer')).toBe('unlocked');
    await settle(engine);
    expect(notices).toEqual(['full_explorer', 'easter_egg_finder']);
    expect(server.creates).toEqual([]);
    const offlineDate = readUser(browser.openTab().storage, ADA.uid).achievements[0]?.date;

    browser.setOnline(true);
    await settle(engine);
    browser.setOnline(false);
    browser.setOnline(true);
    await settle(engine);

    expect(server.creates.map((create) => create.id).sort()).toEqual([
      'easter_egg_finder',
      'full_explorer',
    ]);
    const stored = readUser(browser.openTab().storage, ADA.uid).achievements;
    expect(stored.every((entry) => entry.pendingSync === undefined)).toBe(true);
    expect(stored.find((entry) => entry.id === 'full_explorer')?.date).toBe(offlineDate);
    expect(notices).toHaveLength(2);
  });

  it('tries the write again after 5 s when the browser says nothing on coming back', async () => {
    vi.useFakeTimers();
    const server = new FakeServer();
    const browser = signedInBrowser();
    const { engine, notices } = openEngine(server, browser.openTab());
    await whileAdvancing(engine.idle());
    browser.setOnline(false);
    await whileAdvancing(engine.unlock('night_owl'));
    await vi.advanceTimersByTimeAsync(100);
    await whileAdvancing(engine.idle());
    expect(notices).toEqual(['night_owl', 'easter_egg_finder']);

    browser.setOnline(true, { silently: true });
    await vi.advanceTimersByTimeAsync(4000);
    expect(server.creates).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    await whileAdvancing(engine.idle());
    expect(server.creates.map((create) => create.id).sort()).toEqual([
      'easter_egg_finder',
      'night_owl',
    ]);
    expect(notices).toHaveLength(2);
  });

  it('an offline unlock that another device had stored first takes the stored date, silently', async () => {
    const server = new FakeServer();
    const browser = signedInBrowser();
    const { engine, notices } = openEngine(server, browser.openTab());
    await settle(engine);
    browser.setOnline(false);
    await engine.unlock('design_appreciator');
    server.seed(ADA.uid, 'design_appreciator', PAST);
    server.seed(ADA.uid, 'easter_egg_finder', PAST);
    await settle(engine);

    browser.setOnline(true);
    await settle(engine);

    expect(notices).toEqual(['design_appreciator', 'easter_egg_finder']);
    expect(unlockedIds(browser)).toEqual(['design_appreciator', 'easter_egg_finder']);
    const stored = readUser(browser.openTab().storage, ADA.uid).achievements;
    expect(stored.find((entry) => entry.id === 'design_appreciator')?.date).toBe(PAST);
  });
});

describe('local storage', () => {
  it.each([
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['users of the wrong type', JSON.stringify({ users: [1, 2] })],
    [
      'entries of the wrong shape',
      JSON.stringify({
        users: {
          ada: {
            achievements: [{ id: 'made_up', unlocked: true, date: PAST }, 'x', null],
            progress: 'all',
            claims: [{ id: 'night_owl', since: 'yesterday' }],
          },
        },
      }),
    ],
  ])('ignores corrupt data (%s) and goes on', async (_what, corrupt) => {
    const server = new FakeServer();
    const browser = signedInBrowser();
    browser.seed(ACHIEVEMENTS_STORAGE_KEY, corrupt);
    const { engine, notices } = openEngine(server, browser.openTab());

    expect(engine.getState()).toMatchObject({ status: 'signed-in', unlockedCount: 0 });
    expect(await engine.unlock('night_owl')).toBe('unlocked');
    await settle(engine);
    expect(notices).toEqual(['night_owl', 'easter_egg_finder']);
    expect(unlockedIds(browser)).toEqual(['easter_egg_finder', 'night_owl']);
  });

  it('keeps the readable entries of a partly corrupt record', () => {
    const server = new FakeServer();
    const browser = signedInBrowser();
    browser.seed(
      ACHIEVEMENTS_STORAGE_KEY,
      JSON.stringify({
        users: {
          ada: {
            achievements: [
              { id: 'night_owl', unlocked: true, date: PAST },
              { id: 'night_owl', unlocked: true, date: '2026-01-01T00:00:00.000Z' },
              { id: 'code_master', unlocked: 'yes', date: PAST },
            ],
            progress: { sections: ['hero', 7], themes: ['dark'] },
          },
        },
      }),
    );
    const { engine } = openEngine(server, browser.openTab());

    const state = engine.getState();
    expect(state.unlockedCount).toBe(1);
    expect(state.cards.find((card) => card.id === 'night_owl')?.date).toBe(PAST);
    expect(readUser(browser.openTab().storage, ADA.uid).progress).toEqual({
      sections: [],
      themes: ['dark'],
      eggs: [],
    });
  });

  it('keeps progress per user, each value once', async () => {
    const server = new FakeServer();
    const browser = signedInBrowser();
    const { engine } = openEngine(server, browser.openTab());

    await engine.recordProgress('sections', 'hero');
    expect(await engine.recordProgress('sections', 'hero')).toEqual(['hero']);
    expect(await engine.recordProgress('sections', 'about')).toEqual(['hero', 'about']);
    browser.signIn({ uid: 'bob', role: 'general_user' });
    expect(await engine.recordProgress('sections', 'contact')).toEqual(['contact']);
  });
});
