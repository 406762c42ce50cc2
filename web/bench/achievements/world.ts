import { achievements } from '@shared/content/achievements';
import type { AchievementId } from '@shared/content/achievements-schema';
import type { UnlockOutcome } from '../../src/features/achievements/achievements-api';
import type {
  AchievementsRemote,
  EngineTiming,
  RemoteUnlock,
  SignedInUser,
} from '../../src/features/achievements/engine-environment';
import { firestoreRemote } from '../../src/features/achievements/firestore-remote';
import { updateUser, withUnlock } from '../../src/features/achievements/local-store';
import {
  SimulatedBrowser,
  type SimulatedTab,
} from '../../src/testing/achievements/simulated-browser';
import {
  createUnlockEngine,
  type UnlockEngine,
} from '../../src/features/achievements/unlock-engine';
import type { DeviceSession } from './device-session';
import type { Observation } from './observation';
import type { Random } from './random';
import { signedInSdkApp, type EmulatorHosts, type SdkApp } from './sdk-app';

/**
 * The devices, tabs and SDK apps of one interleaving, each tab running the real engine
 * (unlock-engine.ts) and the real Firestore remote (firestore-remote.ts) on an SDK app of its own.
 */

export interface BenchUser extends SignedInUser {
  email: string;
  password: string;
}

export interface SimTab {
  label: string;
  tab: SimulatedTab;
  engine: UnlockEngine;
  stop: () => void;
  /** The tab's SDK app once its engine connected. */
  sdk: () => Promise<SdkApp> | undefined;
}

export interface SimDevice {
  label: string;
  browser: SimulatedBrowser;
  session: DeviceSession;
  tabs: SimTab[];
}

export class World {
  readonly devices: SimDevice[] = [];
  /** Work whose end the checks wait for: server calls (of closed tabs too), SDK apps. */
  private readonly pending = new Set<Promise<unknown>>();
  /**
   * Each tab's unlock requests until they are answered: a closed tab's requests that wait for
   * a lock are never answered (as in a browser), so only open tabs' are waited for.
   */
  private readonly requests = new Map<SimTab, Set<Promise<void>>>();
  private readonly stopWatching: (() => void)[] = [];

  constructor(
    readonly user: BenchUser,
    readonly random: Random,
    readonly observation: Observation,
    private readonly hosts: EmulatorHosts,
    private readonly timing: Partial<EngineTiming>,
    /** Unlocks the server held before the interleaving; each device has seen them or not. */
    private readonly known: readonly RemoteUnlock[] = [],
  ) {}

  hold<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const done = (): void => void this.pending.delete(work);
    work.then(done, done);
    return work;
  }

  device(label: string, session: DeviceSession, signedIn = true): SimDevice {
    const browser = new SimulatedBrowser(label);
    if (signedIn) browser.signIn({ uid: this.user.uid, role: this.user.role });
    if (this.known.length > 0 && this.random.chance(0.5)) {
      const earlierVisit = {
        getItem: (key: string) => browser.peek(key),
        setItem: (key: string, value: string) => browser.seed(key, value),
      };
      updateUser(earlierVisit, this.user.uid, (record) =>
        this.known.reduce(
          (next, { id, date }) => withUnlock(next, { id, unlocked: true, date }),
          record,
        ),
      );
    }
    this.stopWatching.push(this.observation.watch(browser, this.user.uid));
    const device: SimDevice = { label, browser, session, tabs: [] };
    this.devices.push(device);
    return device;
  }

  /** Opens a tab (a page load) on `device` and starts its engine, as the app layer does. */
  openTab(device: SimDevice): SimTab {
    const tab = device.browser.openTab();
    let sdk: Promise<SdkApp> | undefined;
    const connect = async (user: SignedInUser): Promise<AchievementsRemote> => {
      if (!tab.open) throw new Error('The page has gone.');
      sdk ??= this.hold(
        device.session.customToken().then((token) => signedInSdkApp(this.hosts, token)),
      ).catch((error: unknown) => {
        sdk = undefined;
        throw error;
      });
      const app = await sdk;
      return this.observed(firestoreRemote(app.firestore, user.uid), device);
    };
    const engine = createUnlockEngine({
      catalogue: achievements,
      storage: tab.storage,
      session: tab.session,
      network: tab.network,
      connectRemote: connect,
      locks: tab.locks,
      openChannel: tab.openChannel,
      onStorageChange: tab.onStorageChange,
      random: () => this.random.next(),
      timing: this.timing,
    });
    engine.onNotice((notice) => {
      // A page that went away shows nothing, whatever its code still runs.
      if (tab.open) this.observation.notice(notice.id);
    });
    const simTab: SimTab = {
      label: `${device.label}/tab${device.tabs.length + 1}`,
      tab,
      engine,
      stop: engine.start(),
      sdk: () => sdk,
    };
    device.tabs.push(simTab);
    return simTab;
  }

  /** The server as the tab's engine meets it, counted, and cut off while the device is offline. */
  private observed(real: AchievementsRemote, device: SimDevice): AchievementsRemote {
    const reachable = (): void => {
      if (!device.browser.online()) throw new Error(`${device.label} is offline.`);
    };
    return {
      create: async (id) => {
        reachable();
        const result = await this.hold(real.create(id));
        this.observation.createAnswered(id, result.created);
        // Went offline while the write was out: it may have landed, but its answer is lost.
        reachable();
        return result;
      },
      list: async () => {
        reachable();
        const stored = await this.hold(real.list());
        reachable();
        return stored;
      },
    };
  }

  /** Asks `tab` to unlock `id` as a trigger does (nobody waits), counting the outcome. */
  unlock(tab: SimTab, id: AchievementId, expect?: UnlockOutcome): void {
    const requests = this.requests.get(tab) ?? new Set<Promise<void>>();
    this.requests.set(tab, requests);
    const request = tab.engine.unlock(id).then(
      (outcome) => {
        this.observation.outcome(outcome);
        if (expect && outcome !== expect) {
          this.observation.problem(`${tab.label}: ${id} was ${outcome}, expected ${expect}`);
        }
      },
      (error: unknown) => {
        this.observation.outcome('failed');
        this.observation.problem(`${tab.label}: unlocking ${id} threw ${String(error)}`);
      },
    );
    requests.add(request);
    void request.then(() => requests.delete(request));
  }

  /** The page goes away mid-whatever (a reload): its tab, its engine and its SDK app. */
  close(tab: SimTab): void {
    tab.tab.close();
    tab.stop();
    const sdk = tab.sdk();
    if (sdk) void this.hold(sdk.then((app) => app.close()).catch(() => undefined));
  }

  /**
   * Takes `device` off the network or back: its requests fail from now on, and the answers of
   * those already out are lost on the way back (they may have landed).
   */
  setOnline(device: SimDevice, online: boolean): void {
    device.browser.setOnline(online);
  }

  /** Waits until every open tab's engine is idle and nothing held is in flight. */
  async settle(): Promise<void> {
    let calm = 0;
    for (let round = 0; calm < 2; round += 1) {
      if (round > 100) {
        this.observation.problem('the tabs did not settle');
        return;
      }
      const open = this.devices.flatMap((device) => device.tabs.filter((tab) => tab.tab.open));
      const waiting = (): Promise<void>[] =>
        open.flatMap((tab) => [...(this.requests.get(tab) ?? [])]);
      const before = this.pending.size + waiting().length;
      await Promise.all(open.map((tab) => tab.engine.idle()));
      await Promise.allSettled([...this.pending, ...waiting()]);
      calm = before === 0 && this.pending.size + waiting().length === 0 ? calm + 1 : 0;
    }
  }

  wait(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Closes everything this interleaving opened. */
  async dispose(): Promise<void> {
    for (const device of this.devices) for (const tab of device.tabs) this.close(tab);
    await Promise.allSettled([...this.pending]);
    for (const stop of this.stopWatching) stop();
  }
}
