import type { AchievementId } from '@shared/content/achievements-schema';
import { within } from '@shared/within';
import type { AchievementsState, UnlockNotice, UnlockOutcome } from './achievements-api';
import { achievementsState } from './achievements-state';
import {
  DEFAULT_TIMING,
  type AchievementsRemote,
  type CreateResult,
  type EngineEnvironment,
  type RemoteUnlock,
  type SessionView,
  type SignedInUser,
  type TabChannel,
} from './engine-environment';
import {
  findClaim,
  findUnlock,
  readUser,
  updateUser,
  withUnlock,
  type Claim,
  type ProgressKind,
  type StoredUnlock,
} from './local-store';
import { ACHIEVEMENTS_STORAGE_KEY } from './storage-key';
import { exclusiveRunner } from './run-exclusive';

/**
 * The unlock rules (docs/achievements.md): only for a signed-in user; each id once, with the date
 * of its first unlock, which nothing changes afterwards; exactly one notice per unlock, in the tab
 * that made it, never again after a reload, in another tab or on another device.
 *
 * How one unlock of `id` goes:
 * 1. While the session loads, the request waits for it; signed out, nothing happens. A second
 *    request for `id` within the repeat guard is ignored.
 * 2. The tabs of a browser take turns per id (Web Locks); the one whose turn it is reads storage
 *    again, so an unlock another tab just made is 'already' there, without a notice.
 * 3. Online, the unlock waits for the server connection (which first merges the server's unlocks
 *    into storage), leaves a claim in storage, and creates `users/{uid}/achievements/{id}` once:
 *    the server decides. "Created" stores it and shows the notice; "already there" stores the
 *    server's date silently (another device was first). A claim left by a page that went away
 *    mid-write is finished at the next chance, with its notice, whichever way the write went.
 * 4. Offline (the server cannot be reached, or does not answer in time), it is stored at once
 *    with a pending-sync mark and the notice shows; the write follows when the browser is back
 *    online, a while later, or at the next start. If the server already had it then, its date
 *    is adopted, silently.
 * 5. An unlock that showed a notice while easter_egg_finder is still locked unlocks that one too,
 *    a moment later, with a notice of its own.
 */

export interface UnlockEngine {
  /** The overlay's view, the same object until something changes. */
  getState(): AchievementsState;
  /** Calls `listener` whenever `getState()` may have changed. */
  subscribe(listener: () => void): () => void;
  unlock(id: AchievementId): Promise<UnlockOutcome>;
  /** Unlocks one locked achievement chosen at random; its id, or undefined when none was. */
  unlockRandom(): Promise<AchievementId | undefined>;
  /** One call per unlock made in this tab (the toast's feed). */
  onNotice(listener: (notice: UnlockNotice) => void): () => void;
  /**
   * Adds `value` to the signed-in user's progress of `kind` (sections seen, themes tried, eggs
   * found) and returns the progress of that kind; undefined when signed out (nothing counts).
   */
  recordProgress(kind: ProgressKind, value: string): Promise<readonly string[] | undefined>;
  /**
   * Follows the session, other tabs and the network, merges the server's unlocks at sign-in and
   * writes what waits to be written. Returns the function that stops following.
   */
  start(): () => void;
  /** Resolves once nothing is in flight (unlocks, writes, a waiting easter_egg_finder). */
  idle(): Promise<void>;
}

const FOLLOW_UP_ID: AchievementId = 'easter_egg_finder';
const FIRST_RETRY_MS = 5000;
const MAX_RETRY_MS = 60_000;

interface Connection {
  uid: string;
  failed: boolean;
  remote: Promise<AchievementsRemote | undefined>;
}

const lockName = (uid: string, id: AchievementId): string =>
  `${ACHIEVEMENTS_STORAGE_KEY}:${uid}:${id}`;

export function createUnlockEngine(env: EngineEnvironment): UnlockEngine {
  const timing = { ...DEFAULT_TIMING, ...env.timing };
  const now = env.now ?? Date.now;
  const random = env.random ?? Math.random;
  const exclusive = exclusiveRunner(env.locks);
  const catalogue = env.catalogue;

  const stateListeners = new Set<() => void>();
  const noticeListeners = new Set<(notice: UnlockNotice) => void>();
  const lastAsked = new Map<AchievementId, number>();
  const inFlight = new Set<Promise<unknown>>();
  const followUps = new Map<ReturnType<typeof setTimeout>, () => void>();
  let followUpFor: string | undefined;
  let connection: Connection | undefined;
  let channel: TabChannel | undefined;
  let stopFollowing: (() => void) | undefined;
  let flushing: Promise<void> | undefined;
  let flushAgain = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = FIRST_RETRY_MS;

  let snapshot: { session: SessionView; raw: string | null; state: AchievementsState } | undefined;

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    const done = (): void => void inFlight.delete(promise);
    promise.then(done, done);
    return promise;
  }

  const readRaw = (): string | null => {
    try {
      return env.storage.getItem(ACHIEVEMENTS_STORAGE_KEY);
    } catch {
      return null;
    }
  };

  function getState(): AchievementsState {
    const session = env.session.current();
    const raw = readRaw();
    if (snapshot?.session === session && snapshot.raw === raw) return snapshot.state;
    const record =
      session.status === 'signed-in' ? readUser(env.storage, session.user.uid) : undefined;
    snapshot = { session, raw, state: achievementsState(catalogue, session.status, record) };
    return snapshot.state;
  }

  function notifyState(): void {
    for (const listener of [...stateListeners]) listener();
  }

  /** After a write of ours: this tab's readers, the other tabs, the header's count. */
  function announce(): void {
    notifyState();
    channel?.post({ type: 'changed' });
    env.announceChange?.();
  }

  function currentUser(): SignedInUser | undefined {
    const session = env.session.current();
    return session.status === 'signed-in' ? session.user : undefined;
  }

  const isCurrent = (uid: string): boolean => currentUser()?.uid === uid;

  function knownSession(): Promise<SessionView> {
    const current = env.session.current();
    if (current.status !== 'loading') return Promise.resolve(current);
    return new Promise((resolve) => {
      const stop = env.session.subscribe(() => {
        const next = env.session.current();
        if (next.status === 'loading') return;
        stop();
        resolve(next);
      });
    });
  }

  function emitNotice(id: AchievementId): void {
    const achievement = catalogue.find((entry) => entry.id === id);
    if (!achievement) return;
    const { title, description, points } = achievement;
    const notice: UnlockNotice = { id, title, description, points };
    for (const listener of [...noticeListeners]) listener(notice);
  }

  /** Stores `unlock` (its claim goes) and, when this unlock is the user's news, tells them. */
  function commit(uid: string, unlock: StoredUnlock, notify: boolean): void {
    updateUser(env.storage, uid, (record) => withUnlock(record, unlock));
    announce();
    if (unlock.pendingSync) retryLater(uid);
    if (!notify || !isCurrent(uid)) return;
    emitNotice(unlock.id);
    if (unlock.id !== FOLLOW_UP_ID) followUpIfOwed(uid);
  }

  /** easter_egg_finder, a moment from now, when it is still locked. */
  function followUpIfOwed(uid: string): void {
    const record = readUser(env.storage, uid);
    if (findUnlock(record, FOLLOW_UP_ID) || followUpFor === uid) return;
    if (!record.achievements.some((entry) => entry.id !== FOLLOW_UP_ID)) return;
    followUpFor = uid;
    track(
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          followUps.delete(timer);
          followUpFor = undefined;
          unlock(FOLLOW_UP_ID).then(
            () => resolve(),
            () => resolve(),
          );
        }, timing.followUpMs);
        followUps.set(timer, resolve);
      }),
    );
  }

  /** Stores the server's unlocks this browser lacks, silently (they were unlocked elsewhere). */
  function mergeRemote(uid: string, stored: readonly RemoteUnlock[]): void {
    let added = false;
    updateUser(env.storage, uid, (record) => {
      let next = record;
      for (const { id, date } of stored) {
        // A claimed id is being finished by the tab that claimed it, or by the next flush.
        if (findUnlock(next, id) || findClaim(next, id)) continue;
        next = withUnlock(next, { id, unlocked: true, date });
        added = true;
      }
      return added ? next : undefined;
    });
    if (added) announce();
  }

  function connect(user: SignedInUser): Connection {
    if (connection?.uid === user.uid && !connection.failed) return connection;
    const attempt: Connection = {
      uid: user.uid,
      failed: false,
      remote: Promise.resolve(undefined),
    };
    attempt.remote = track(
      (async () => {
        try {
          const remote = await env.connectRemote(user);
          const stored = await remote.list();
          if (!isCurrent(user.uid)) throw new Error('The session changed.');
          mergeRemote(user.uid, stored);
          void flush(user, remote);
          return remote;
        } catch {
          attempt.failed = true;
          retryLater(user.uid);
          return undefined;
        }
      })(),
    );
    connection = attempt;
    return attempt;
  }

  /**
   * The server, once connected and merged; undefined when it cannot be reached (or not in time).
   * Always tried: `navigator.onLine` says false where the network works (and true where it
   * does not), and a request fails at once without a network anyway.
   */
  async function remoteFor(user: SignedInUser): Promise<AchievementsRemote | undefined> {
    return within(connect(user).remote, timing.connectWaitMs).catch(() => undefined);
  }

  /**
   * What waits to be written is tried again on the browser's `online` event and, since that
   * event is not always sent, after a while: 5 s, then twice as long each time, up to a minute.
   */
  function retryLater(uid: string): void {
    if (!stopFollowing || retry || !isCurrent(uid)) return;
    const record = readUser(env.storage, uid);
    if (record.claims.length === 0 && !record.achievements.some((entry) => entry.pendingSync)) {
      return;
    }
    const delay = retryDelay;
    retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
    retry = setTimeout(() => {
      retry = undefined;
      follow();
    }, delay);
  }

  const isOrphan = (claim: Claim): boolean =>
    env.locks !== undefined || now() - Date.parse(claim.since) > timing.staleClaimMs;

  /**
   * Creates `id` on the server, within the time allowed; undefined when that failed. A failure
   * also ends the connection, so the next attempt signs in and merges afresh (the browser's
   * Firebase session may have lapsed).
   */
  const create = (
    uid: string,
    remote: AchievementsRemote,
    id: AchievementId,
  ): Promise<CreateResult | undefined> =>
    within(remote.create(id), timing.writeWaitMs).catch(() => {
      if (connection?.uid === uid) connection.failed = true;
      return undefined;
    });

  /**
   * Holding the lock of `id`: finishes a claim a page left behind (with the notice it owed) or
   * writes an unlock made offline (silently; the server's date wins if it had one already).
   */
  async function settle(uid: string, remote: AchievementsRemote, id: AchievementId): Promise<void> {
    const record = readUser(env.storage, uid);
    const unlocked = findUnlock(record, id);
    const claim = findClaim(record, id);
    if (!unlocked && claim && isOrphan(claim)) {
      const result = await create(uid, remote, id);
      const date = result && !result.created ? result.date : claim.since;
      commit(uid, { id, unlocked: true, date, ...(!result && { pendingSync: true }) }, true);
      return;
    }
    if (!unlocked?.pendingSync) return;
    const result = await create(uid, remote, id);
    if (!result) return;
    commit(uid, { id, unlocked: true, date: result.created ? unlocked.date : result.date }, false);
  }

  /** Writes every pending unlock and finishes every orphaned claim of `user`, one id at a time. */
  function flush(user: SignedInUser, remote: AchievementsRemote): Promise<void> {
    if (flushing) {
      flushAgain = true;
      return flushing;
    }
    const run = track(
      (async () => {
        do {
          flushAgain = false;
          const record = readUser(env.storage, user.uid);
          const ids = new Set<AchievementId>([
            ...record.claims.map((claim) => claim.id),
            ...record.achievements.filter((entry) => entry.pendingSync).map((entry) => entry.id),
          ]);
          for (const id of ids) {
            if (!isCurrent(user.uid)) return;
            await exclusive(lockName(user.uid, id), () => settle(user.uid, remote, id));
          }
        } while (flushAgain);
        if (!isCurrent(user.uid)) return;
        followUpIfOwed(user.uid);
        const left = readUser(env.storage, user.uid);
        if (left.claims.length > 0 || left.achievements.some((entry) => entry.pendingSync)) {
          retryLater(user.uid);
        } else {
          retryDelay = FIRST_RETRY_MS;
        }
      })()
        // What could not be written stays marked in storage for the next flush.
        .catch(() => undefined)
        .finally(() => {
          flushing = undefined;
        }),
    );
    flushing = run;
    return run;
  }

  async function unlockHolding(user: SignedInUser, id: AchievementId): Promise<UnlockOutcome> {
    const { uid } = user;
    if (!isCurrent(uid)) return 'signed-out';
    if (findUnlock(readUser(env.storage, uid), id)) return 'already';
    const remote = await remoteFor(user);
    if (!isCurrent(uid)) return 'signed-out';
    const record = readUser(env.storage, uid);
    if (findUnlock(record, id)) return 'already';
    const claim = findClaim(record, id);
    // Without Web Locks, a fresh claim is another tab's unlock in progress: it tells the user.
    if (claim && !isOrphan(claim)) return 'already';
    const since = claim?.since ?? new Date(now()).toISOString();
    if (!remote) {
      commit(uid, { id, unlocked: true, date: since, pendingSync: true }, true);
      return 'unlocked';
    }
    if (!claim) {
      updateUser(env.storage, uid, (current) => ({
        ...current,
        claims: [...current.claims, { id, since }],
      }));
    }
    const result = await create(uid, remote, id);
    if (!result || result.created) {
      commit(uid, { id, unlocked: true, date: since, ...(!result && { pendingSync: true }) }, true);
      return 'unlocked';
    }
    // Already there: another device was first, unless the claim was this browser's own, left by
    // a page that went away after its write was sent; that unlock's notice is still owed.
    commit(uid, { id, unlocked: true, date: result.date }, claim !== undefined);
    return claim ? 'unlocked' : 'already';
  }

  async function unlockNow(id: AchievementId): Promise<UnlockOutcome> {
    const session = await knownSession();
    if (session.status !== 'signed-in') return 'signed-out';
    const asked = now();
    const last = lastAsked.get(id);
    if (last !== undefined && asked - last < timing.guardMs) return 'guarded';
    lastAsked.set(id, asked);
    const { user } = session;
    if (findUnlock(readUser(env.storage, user.uid), id)) return 'already';
    return exclusive(lockName(user.uid, id), () => unlockHolding(user, id));
  }

  const unlock = (id: AchievementId): Promise<UnlockOutcome> => track(unlockNow(id));

  async function unlockRandom(): Promise<AchievementId | undefined> {
    const session = await knownSession();
    if (session.status !== 'signed-in') return undefined;
    const tried = new Set<AchievementId>();
    for (;;) {
      const record = readUser(env.storage, session.user.uid);
      const locked = catalogue.filter(
        (achievement) => !tried.has(achievement.id) && !findUnlock(record, achievement.id),
      );
      const pick = locked[Math.floor(random() * locked.length)];
      if (!pick) return undefined;
      tried.add(pick.id);
      const outcome = await unlock(pick.id);
      if (outcome === 'unlocked') return pick.id;
      if (outcome === 'signed-out') return undefined;
    }
  }

  async function recordNow(
    kind: ProgressKind,
    value: string,
  ): Promise<readonly string[] | undefined> {
    const session = await knownSession();
    if (session.status !== 'signed-in') return undefined;
    const record = updateUser(env.storage, session.user.uid, (current) =>
      current.progress[kind].includes(value)
        ? undefined
        : {
            ...current,
            progress: { ...current.progress, [kind]: [...current.progress[kind], value] },
          },
    );
    return record.progress[kind];
  }

  function follow(): void {
    notifyState();
    const user = currentUser();
    if (!user) {
      connection = undefined;
      return;
    }
    const current = connect(user);
    void current.remote.then((remote) => {
      if (remote && isCurrent(user.uid)) void flush(user, remote);
    });
  }

  function start(): () => void {
    if (stopFollowing) return stopFollowing;
    channel = env.openChannel?.();
    const stops = [
      env.session.subscribe(follow),
      env.network.onOnline(follow),
      env.onStorageChange?.(notifyState),
      channel?.listen(notifyState),
    ];
    follow();
    const stop = (): void => {
      if (stopFollowing !== stop) return;
      stopFollowing = undefined;
      for (const off of stops) off?.();
      channel?.close();
      channel = undefined;
      for (const [timer, resolve] of followUps) {
        clearTimeout(timer);
        resolve();
      }
      followUps.clear();
      followUpFor = undefined;
      clearTimeout(retry);
      retry = undefined;
    };
    stopFollowing = stop;
    return stop;
  }

  return {
    getState,
    subscribe(listener) {
      stateListeners.add(listener);
      const offSession = env.session.subscribe(listener);
      return () => {
        stateListeners.delete(listener);
        offSession();
      };
    },
    unlock,
    unlockRandom,
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => void noticeListeners.delete(listener);
    },
    recordProgress: (kind, value) => track(recordNow(kind, value)),
    start,
    async idle() {
      for (;;) {
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        // A task later: what other tabs sent in the meantime may have started more.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (inFlight.size === 0) return;
      }
    },
  };
}
