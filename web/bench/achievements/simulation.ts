import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type CollectionReference } from 'firebase-admin/firestore';
import { achievementIdSchema, type AchievementId } from '@shared/content/achievements-schema';
import { readUser } from '../../src/features/achievements/local-store';
import { benchAddress } from '../../../scripts/lib/client-address.js';
import { DeviceSession } from './device-session';
import { Observation, type Outcome } from './observation';
import { interleavingSeed, seededRandom } from './random';
import { KINDS, SCENARIOS, type Kind, type LaneSessions } from './scenarios';
import type { EmulatorHosts } from './sdk-app';
import { World, type BenchUser } from './world';

/**
 * The achievements bench's simulation (scripts/bench-achievements.ts starts the emulators and
 * runs this; that file says what one interleaving is). Runs in Node with the engine's own
 * modules and the Firebase web SDK against the emulators; prints the figures and exits 1 on a
 * miss. `--seed N` replays a run's schedules, `--from I --interleavings 1` one interleaving.
 */

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string' },
    interleavings: { type: 'string', default: '1000' },
    from: { type: 'string', default: '0' },
    lanes: { type: 'string', default: '6' },
  },
});

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through npm run bench:achievements.`);
  return value;
}

const seed = args.seed === undefined ? randomInt(2 ** 31) : Number(args.seed);
const count = Number(args.interleavings);
const from = Number(args.from);
const laneCount = Math.max(1, Math.min(Number(args.lanes), count));
if (![seed, count, from, laneCount].every(Number.isSafeInteger)) {
  throw new Error('--seed, --interleavings, --from and --lanes take whole numbers.');
}

const origin = env('HOSTING_URL');
const [firestoreHost = '', firestorePort = ''] = env('FIRESTORE_EMULATOR_HOST').split(':');
const hosts: EmulatorHosts = {
  projectId: env('FIREBASE_PROJECT_ID'),
  auth: env('FIREBASE_AUTH_EMULATOR_HOST'),
  firestore: { host: firestoreHost, port: Number(firestorePort) },
};

const adminApp = initializeAdminApp({ projectId: hosts.projectId }, 'achievements-bench');
const adminAuth = getAuth(adminApp);
const adminDb = getFirestore(adminApp);

const ALL_IDS = achievementIdSchema.options;
const OUTCOMES: readonly Outcome[] = ['unlocked', 'already', 'guarded', 'signed-out', 'failed'];
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Bench-Achiever-2026';

const runTag = randomInt(36 ** 5).toString(36);
let addresses = randomInt(100_000);
const nextAddress = (): string => benchAddress(addresses++);

async function createLane(index: number): Promise<{ user: BenchUser; sessions: LaneSessions }> {
  // Unique per run, so runs against one stack (a replay) do not meet each other's users.
  const username = `achiever${runTag}x${index}`;
  const user: BenchUser = {
    uid: `bench-${username}`,
    role: 'general_user',
    email: `${username}@example.org`,
    password: PASSWORD,
  };
  await adminAuth.createUser({
    uid: user.uid,
    email: user.email,
    password: user.password,
    displayName: `Achiever ${index}`,
    emailVerified: true,
  });
  await adminAuth.setCustomUserClaims(user.uid, { role: user.role });
  await adminDb.doc(`users/${user.uid}`).set({
    username,
    usernameLower: username,
    email: user.email,
    displayName: `Achiever ${index}`,
    role: user.role,
    twoFactorEnabled: false,
    createdAt: Timestamp.now(),
  });
  await adminDb.doc(`usernames/${username}`).set({ uid: user.uid });
  const devices = [
    new DeviceSession(origin, nextAddress()),
    new DeviceSession(origin, nextAddress()),
  ] as const;
  for (const device of devices) await device.login(user.email, user.password);
  const sessions: LaneSessions = {
    devices,
    fresh: () => new DeviceSession(origin, nextAddress()),
  };
  return { user, sessions };
}

type Stored = Map<AchievementId, Timestamp>;

async function readStored(collection: CollectionReference): Promise<Stored> {
  const snapshot = await collection.get();
  const stored: Stored = new Map();
  for (const doc of snapshot.docs) {
    const id = achievementIdSchema.safeParse(doc.id);
    const at: unknown = doc.get('unlockedAt');
    if (id.success && at instanceof Timestamp) stored.set(id.data, at);
  }
  return stored;
}

interface Result {
  index: number;
  kind: Kind;
  observation: Observation;
  /** Documents the interleaving created. */
  written: number;
  /** Documents there before it began (read before and after). */
  seeded: number;
  unlockedAtChanged: number;
  unlocks: { exactlyOne: number; none: number; more: number };
  toastsForEarlierUnlocks: number;
  toastsWithoutUnlock: number;
  duplicates: number;
  devicesOutOfStep: number;
  ms: number;
}

async function runInterleaving(
  index: number,
  user: BenchUser,
  sessions: LaneSessions,
): Promise<Result> {
  const started = Date.now();
  const random = seededRandom(interleavingSeed(seed, index));
  const kind = random.pick(KINDS);
  const collection = adminDb.collection(`users/${user.uid}/achievements`);
  await adminDb.recursiveDelete(collection);
  for (const id of random.sample(ALL_IDS, random.int(0, 2))) {
    const at = Timestamp.fromMillis(Date.now() - random.int(1, 30) * DAY);
    await collection.doc(id).set({ id, unlockedAt: at });
  }
  const before = await readStored(collection);
  const known = [...before].map(([id, at]) => ({ id, date: at.toDate().toISOString() }));
  const observation = new Observation();
  const world = new World(
    user,
    random,
    observation,
    hosts,
    { followUpMs: random.int(5, 60) },
    known,
  );
  try {
    await SCENARIOS[kind](world, sessions);
    for (const device of world.devices) world.setOnline(device, true);
    await world.settle();
    // Every device loads the page again, then everything the server holds is asked for again.
    const reloaded = world.devices
      .filter((device) => device.browser.currentSession().status === 'signed-in')
      .map((device) => world.openTab(device));
    await world.settle();
    const held = await readStored(collection);
    for (const tab of reloaded) for (const id of held.keys()) world.unlock(tab, id, 'already');
    await world.settle();
  } catch (error) {
    observation.problem(`the interleaving failed: ${String(error)}`);
  }
  const after = await readStored(collection);

  let unlockedAtChanged = 0;
  for (const [id, at] of before) {
    if (!after.get(id)?.isEqual(at)) {
      unlockedAtChanged += 1;
      observation.problem(`unlockedAt of ${id} changed`);
    }
  }
  const unlocks = { exactlyOne: 0, none: 0, more: 0 };
  let toastsForEarlierUnlocks = 0;
  let toastsWithoutUnlock = 0;
  for (const id of ALL_IDS) {
    const shown = observation.notices.get(id) ?? 0;
    if (before.has(id)) toastsForEarlierUnlocks += shown;
    else if (!after.has(id)) toastsWithoutUnlock += shown;
    else if (shown === 1) unlocks.exactlyOne += 1;
    else if (shown === 0) unlocks.none += 1;
    else unlocks.more += 1;
    if (shown > 0 && (before.has(id) || !after.has(id) || shown > 1)) {
      observation.problem(
        `${id}: ${shown} toasts (${before.has(id) ? 'unlocked before' : after.has(id) ? 'unlocked now' : 'not unlocked'})`,
      );
    } else if (shown === 0 && after.has(id) && !before.has(id)) {
      observation.problem(`${id}: unlocked without a toast`);
    }
  }
  let duplicates = observation.localDuplicates;
  for (const [id, times] of observation.created) {
    if (times > 1) {
      duplicates += times - 1;
      observation.problem(`${id}: created ${times} times`);
    }
  }
  let devicesOutOfStep = 0;
  const expected = [...after.keys()].sort().join(',');
  for (const device of world.devices) {
    const storage = {
      getItem: (key: string) => device.browser.peek(key),
      setItem: () => undefined,
    };
    const record = readUser(storage, user.uid);
    const ids = record.achievements
      .map((entry) => entry.id)
      .sort()
      .join(',');
    const pending =
      record.achievements.some((entry) => entry.pendingSync) || record.claims.length > 0;
    if (ids !== expected || pending) {
      devicesOutOfStep += 1;
      observation.problem(
        `${device.label} holds [${ids}]${pending ? ' with writes pending' : ''}, the server [${expected}]`,
      );
    }
  }
  await world.dispose();
  return {
    index,
    kind,
    observation,
    written: after.size - before.size,
    seeded: before.size,
    unlockedAtChanged,
    unlocks,
    toastsForEarlierUnlocks,
    toastsWithoutUnlock,
    duplicates,
    devicesOutOfStep,
    ms: Date.now() - started,
  };
}

function sum(results: readonly Result[], value: (result: Result) => number): number {
  return results.reduce((total, result) => total + value(result), 0);
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Seed ${seed} (replay: npm run bench:achievements -- --seed ${seed})`);
  const lanes = await Promise.all(Array.from({ length: laneCount }, (_, lane) => createLane(lane)));
  console.log(
    `${laneCount} users signed in on two devices each (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const results: Result[] = [];
  let next = from;
  const end = from + count;
  await Promise.all(
    lanes.map(async ({ user, sessions }) => {
      for (let index = next++; index < end; index = next++) {
        results.push(await runInterleaving(index, user, sessions));
        if (results.length % 100 === 0) {
          console.log(
            `  ${results.length} interleavings (${((Date.now() - started) / 1000).toFixed(0)} s)`,
          );
        }
      }
    }),
  );
  results.sort((a, b) => a.index - b.index);
  await deleteAdminApp(adminApp);
  report(results, Date.now() - started);
}

function report(results: readonly Result[], ms: number): void {
  const kinds = KINDS.map(
    (kind) => `${kind} ${results.filter((result) => result.kind === kind).length}`,
  );
  const outcomes: Record<Outcome, number> = {
    unlocked: 0,
    already: 0,
    guarded: 0,
    'signed-out': 0,
    failed: 0,
  };
  for (const result of results) {
    for (const outcome of OUTCOMES) outcomes[outcome] += result.observation.outcomes[outcome];
  }
  const unlocks = sum(results, (r) => r.unlocks.exactlyOne + r.unlocks.none + r.unlocks.more);
  const figures = {
    written: sum(results, (r) => r.written),
    seeded: sum(results, (r) => r.seeded),
    duplicates: sum(results, (r) => r.duplicates),
    exactlyOne: sum(results, (r) => r.unlocks.exactlyOne),
    none: sum(results, (r) => r.unlocks.none),
    more: sum(results, (r) => r.unlocks.more),
    earlier: sum(results, (r) => r.toastsForEarlierUnlocks),
    orphan: sum(results, (r) => r.toastsWithoutUnlock),
    unlockedAtChanged: sum(results, (r) => r.unlockedAtChanged),
    localDatesChanged: sum(
      results,
      (r) => r.observation.localDatesChanged + r.observation.localEntriesLost,
    ),
    adopted: sum(results, (r) => r.observation.provisionalDatesAdopted),
    outOfStep: sum(results, (r) => r.devicesOutOfStep),
    failed: outcomes.failed,
  };
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;

  console.log(
    `\n${results.length} interleavings in ${(ms / 1000).toFixed(1)} s (median ${median} ms each): ${kinds.join(', ')}`,
  );
  console.log(
    `  unlock requests: ${Object.values(outcomes).reduce((a, b) => a + b, 0)} (unlocked ${outcomes.unlocked}, already ${outcomes.already}, guarded ${outcomes.guarded}, signed-out ${outcomes['signed-out']}, failed ${outcomes.failed})`,
  );
  console.log(
    `  unlock documents written: ${figures.written} (and ${figures.seeded} there before, read before and after)`,
  );
  console.log(`  duplicates: ${figures.duplicates}`);
  console.log(
    `  toasts per unlock: exactly 1 for ${figures.exactlyOne} of ${unlocks} unlocks (none: ${figures.none}, more than 1: ${figures.more}); for unlocks made before: ${figures.earlier}; without an unlock: ${figures.orphan}`,
  );
  console.log(`  unlockedAt values changed: ${figures.unlockedAtChanged}`);
  console.log(
    `  local dates changed: ${figures.localDatesChanged} (offline unlocks that took the date the server already had: ${figures.adopted})`,
  );
  console.log(
    `  devices whose storage differs from the server after a reload: ${figures.outOfStep}`,
  );

  const failing = results.filter((r) => r.observation.problems.length > 0);
  for (const result of failing.slice(0, 10)) {
    console.log(
      `  ✗ interleaving ${result.index} (${result.kind}; replay: --seed ${seed} --from ${result.index} --interleavings 1): ${result.observation.problems.slice(0, 4).join('; ')}`,
    );
  }
  const checks: [string, boolean][] = [
    ['duplicates = 0', figures.duplicates === 0],
    [
      'every unlock exactly one toast, none for earlier unlocks',
      figures.none + figures.more + figures.earlier + figures.orphan === 0,
    ],
    ['no unlockedAt changed', figures.unlockedAtChanged === 0],
    ['no local date changed', figures.localDatesChanged === 0],
    ['every device in step with the server after a reload', figures.outOfStep === 0],
    ['no request failed, nothing else went wrong', failing.length === 0],
  ];
  // A replay of a few interleavings (--interleavings N) is not held to the count.
  if (count >= 1000) checks.push(['at least 1,000 interleavings', results.length >= 1000]);
  for (const [name, met] of checks) console.log(`${met ? 'met ' : 'MISS'}  ${name}`);
  if (checks.some(([, met]) => !met)) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
