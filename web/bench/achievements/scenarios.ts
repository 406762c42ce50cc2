import { achievementIdSchema, type AchievementId } from '@shared/content/achievements-schema';
import { PROGRESS_KINDS } from '../../src/features/achievements/local-store';
import { ACHIEVEMENTS_STORAGE_KEY } from '../../src/features/achievements/storage-key';
import type { DeviceSession } from './device-session';
import type { SimTab, World } from './world';

/**
 * The five kinds of interleaving. Each opens its devices and tabs and plays a random schedule
 * of unlock requests on them (the ids chosen to collide, requests a few milliseconds apart, some
 * asked again as a trigger firing twice would), with its disturbance at a random moment; it ends
 * with every device back online. The runner (simulation.ts) then settles, reloads every device,
 * asks again for every unlocked id and checks.
 */

export const KINDS = [
  'two-tabs',
  'two-devices',
  'reload-mid-unlock',
  'offline-then-online',
  'signed-out-then-in',
] as const;
export type Kind = (typeof KINDS)[number];

export interface LaneSessions {
  /** Two browsers of the user, each signed in once for the lane. */
  devices: readonly [DeviceSession, DeviceSession];
  /** A browser that has not signed in yet. */
  fresh(): DeviceSession;
}

const ALL_IDS = achievementIdSchema.options;
// easter_egg_finder mostly comes by itself after another unlock; now and then a click asks for it.
const TARGETS: readonly AchievementId[] = ALL_IDS.filter((id) => id !== 'easter_egg_finder');

function targets(world: World): AchievementId[] {
  const chosen = world.random.sample(TARGETS, world.random.int(1, 4));
  if (world.random.chance(0.1)) chosen.push('easter_egg_finder');
  return chosen;
}

/** A non-empty random part of `ids`. */
const someOf = (world: World, ids: readonly AchievementId[]): AchievementId[] =>
  world.random.sample(ids, world.random.int(1, ids.length));

/**
 * Requests each of `ids` on `tab`, a few milliseconds apart, some twice (within the repeat guard
 * or after it), for as long as the page is there.
 */
async function play(
  world: World,
  tab: SimTab,
  ids: readonly AchievementId[],
  expect?: 'signed-out',
): Promise<void> {
  const again: Promise<void>[] = [];
  for (const id of ids) {
    await world.wait(world.random.int(0, 12));
    if (!tab.tab.open) break;
    world.unlock(tab, id, expect);
    if (world.random.chance(0.3)) {
      const gap = world.random.pick([0, 40, 150]);
      again.push(
        world.wait(gap).then(() => {
          if (tab.tab.open) world.unlock(tab, id, expect);
        }),
      );
    }
  }
  await Promise.all(again);
}

async function twoTabs(world: World, lane: LaneSessions): Promise<void> {
  const laptop = world.device('laptop', lane.devices[0]);
  const [first, second] = [world.openTab(laptop), world.openTab(laptop)];
  const ids = targets(world);
  await Promise.all([
    play(world, first, someOf(world, ids)),
    play(world, second, someOf(world, ids)),
  ]);
}

async function twoDevices(world: World, lane: LaneSessions): Promise<void> {
  const laptop = world.device('laptop', lane.devices[0]);
  const phone = world.device('phone', lane.devices[1]);
  const tabs = [world.openTab(laptop), world.openTab(phone)];
  if (world.random.chance(0.3)) tabs.push(world.openTab(laptop));
  const ids = targets(world);
  await Promise.all(tabs.map((tab) => play(world, tab, someOf(world, ids))));
}

async function reloadMidUnlock(world: World, lane: LaneSessions): Promise<void> {
  const laptop = world.device('laptop', lane.devices[0]);
  const leaving = world.openTab(laptop);
  const others = world.random.chance(0.4) ? [world.openTab(laptop)] : [];
  const ids = targets(world);
  const playing = [leaving, ...others].map((tab) => play(world, tab, someOf(world, ids)));
  // Anywhere from before the first request to after the last write.
  await world.wait(world.random.int(0, 80));
  world.close(leaving);
  const reloaded = world.openTab(laptop);
  await world.wait(world.random.int(0, 20));
  // After the reload the triggers fire again for some of what they fired for before.
  playing.push(play(world, reloaded, someOf(world, ids)));
  await Promise.all(playing);
}

async function offlineThenOnline(world: World, lane: LaneSessions): Promise<void> {
  const phone = world.device('phone', lane.devices[0]);
  let tab = world.openTab(phone);
  // The phone has signed in and merged before its connection drops.
  await world.settle();
  const ids = targets(world);
  let playing: Promise<void>;
  if (world.random.chance(0.5)) {
    world.setOnline(phone, false);
    playing = play(world, tab, ids);
  } else {
    // The connection drops while requests (and writes) are on their way.
    playing = play(world, tab, ids);
    await world.wait(world.random.int(0, 30));
    world.setOnline(phone, false);
  }
  await playing;
  if (world.random.chance(0.3)) {
    await world.wait(world.random.int(0, 20));
    world.close(tab);
    tab = world.openTab(phone);
    await play(world, tab, someOf(world, ids));
  }
  await world.wait(world.random.int(10, 60));
  world.setOnline(phone, true);
  await world.settle();
  // The user's other device, later: what the phone unlocked arrives without a notice.
  const laptop = world.device('laptop', lane.devices[1]);
  await play(world, world.openTab(laptop), someOf(world, [...ids, ...targets(world)]));
}

async function signedOutThenIn(world: World, lane: LaneSessions): Promise<void> {
  const session = lane.fresh();
  const visitor = world.device('visitor', session, false);
  const tab = world.openTab(visitor);
  const ids = targets(world);
  const stored = visitor.browser.peek(ACHIEVEMENTS_STORAGE_KEY);
  // Signed out: every request is refused and no progress counts.
  await play(world, tab, ids, 'signed-out');
  for (const kind of PROGRESS_KINDS) {
    const progress = await tab.engine.recordProgress(kind, 'hero');
    if (progress !== undefined) world.observation.problem(`signed out, ${kind} counted`);
  }
  await world.settle();
  if (visitor.browser.peek(ACHIEVEMENTS_STORAGE_KEY) !== stored) {
    world.observation.problem('signed out, the stored achievements changed');
  }
  await session.login(world.user.email, world.user.password);
  visitor.browser.signIn({ uid: world.user.uid, role: world.user.role });
  const playing = [play(world, tab, someOf(world, ids))];
  if (world.random.chance(0.5)) {
    const laptop = world.device('laptop', lane.devices[1]);
    playing.push(play(world, world.openTab(laptop), someOf(world, ids)));
  }
  await Promise.all(playing);
}

export const SCENARIOS: Record<Kind, (world: World, lane: LaneSessions) => Promise<void>> = {
  'two-tabs': twoTabs,
  'two-devices': twoDevices,
  'reload-mid-unlock': reloadMidUnlock,
  'offline-then-online': offlineThenOnline,
  'signed-out-then-in': signedOutThenIn,
};
