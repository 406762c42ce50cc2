import type { Achievement, AchievementId } from '@shared/content/achievements-schema';

/**
 * What the unlock engine needs from the world, so one engine runs in a browser tab, in unit tests
 * and in the bench's simulated tabs and devices (scripts/bench-achievements.ts).
 */

/** `localStorage`, or a stand-in with the same two calls. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A BroadcastChannel to the other tabs of this browser. */
export interface TabChannel {
  post(message: unknown): void;
  listen(listener: (message: unknown) => void): () => void;
  close(): void;
}

/** `navigator.locks`: one holder at a time per name, across the tabs of a browser. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SignedInUser {
  uid: string;
  role: string;
}

export type SessionView =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SignedInUser };

export interface SessionSource {
  current(): SessionView;
  subscribe(listener: () => void): () => void;
}

/** An unlock as the server holds it: its id and the server's time of its first write (ISO). */
export interface RemoteUnlock {
  id: AchievementId;
  date: string;
}

/** What a create-once of `users/{uid}/achievements/{id}` answered. */
export type CreateResult = { created: true } | { created: false; date: string };

/** The user's unlocks on the server (Firestore in the app: firestore-remote.ts). */
export interface AchievementsRemote {
  /**
   * Creates the unlock unless it exists: `created` when this call made it, else the stored one.
   * Throws when the server could not be reached or refused for another reason.
   */
  create(id: AchievementId): Promise<CreateResult>;
  /** Every unlock stored for the user. */
  list(): Promise<RemoteUnlock[]>;
}

/** The browser's `online` event: a moment to write what waits (the server is tried anyway). */
export interface NetworkState {
  onOnline(listener: () => void): () => void;
}

/** Milliseconds; the defaults are the product's (docs/achievements.md). */
export interface EngineTiming {
  /** easter_egg_finder follows another unlock after this long. */
  followUpMs: number;
  /** A second request for the same id within this long is ignored. */
  guardMs: number;
  /** How long an unlock waits for the server connection before it counts as offline. */
  connectWaitMs: number;
  /** How long an unlock waits for the server's answer to its write before it counts as offline. */
  writeWaitMs: number;
  /** Without Web Locks, a claim older than this is taken to belong to a tab that went away. */
  staleClaimMs: number;
}

export const DEFAULT_TIMING: EngineTiming = {
  followUpMs: 1500,
  guardMs: 100,
  connectWaitMs: 10_000,
  writeWaitMs: 10_000,
  staleClaimMs: 30_000,
};

export interface EngineEnvironment {
  catalogue: readonly Achievement[];
  storage: KeyValueStorage;
  session: SessionSource;
  network: NetworkState;
  /** Signs the user in to the server and gives their unlocks there (loaded only when needed). */
  connectRemote(user: SignedInUser): Promise<AchievementsRemote>;
  /** Missing where the browser has no Web Locks: unlocks are then serialised within the tab. */
  locks?: LockManagerLike;
  /** Missing where the browser has no BroadcastChannel. */
  openChannel?(): TabChannel;
  /** Calls `listener` when another tab changed the stored achievements. */
  onStorageChange?(listener: () => void): () => void;
  /** Tells this tab's other readers of the storage (the header's count) that it changed. */
  announceChange?(): void;
  now?(): number;
  random?(): number;
  timing?: Partial<EngineTiming>;
}
