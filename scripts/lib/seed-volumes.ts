import { getAuth, type Auth, type UserImportRecord } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  DEFAULT_AVAILABILITY_SETTINGS,
  availabilitySettingsSchema,
  slotLockDocumentSchema,
  type AvailabilitySettings,
} from '../../functions/src/shared/availability.js';
import { claimsForRole } from '../../functions/src/shared/roles.js';
import { emulatorSeeder, type Seeder } from './seed.js';
import type { VolumeUser } from './volume-accounts.js';
import type { VolumeDocument } from './volume-context.js';
import { volumeCounts, volumeDocuments } from './volume-documents.js';

/** How many of each kind of record the seeding wrote, by what it is ("contact messages"). */
export interface SeededVolumes {
  [collectionOrWhat: string]: number;
}

/** Firestore's most writes in one batch. */
const BATCH_SIZE = 500;
/** Auth's most accounts in one import. */
const IMPORT_SIZE = 1000;

/** The owner's availability settings as stored, or the defaults a new installation has. */
async function ownerSettings(db: Firestore): Promise<AvailabilitySettings> {
  const parsed = availabilitySettingsSchema.safeParse(
    (await db.doc('availability/settings').get()).data(),
  );
  return parsed.success ? parsed.data : DEFAULT_AVAILABILITY_SETTINGS;
}

/** A lock the volumes wrote on an earlier run: held by one of their own records. */
const isVolumeHolder = (id: string): boolean => /^bench-(meeting|booking)-\d{3}$/.test(id);

interface UpcomingLocks {
  /** Cells someone else claims now: the volumes must not take them. */
  claimedByOthers: Set<string>;
  /** Cells an earlier run of the volumes claimed. */
  ours: string[];
}

/** The locks on cells from now on: whose they are, and whether they still claim their cell. */
async function upcomingLocks(db: Firestore, nowMs: number): Promise<UpcomingLocks> {
  const snapshot = await db
    .collection('slotLocks')
    .where('start', '>=', Timestamp.fromMillis(nowMs))
    .get();
  const claimedByOthers = new Set<string>();
  const ours: string[] = [];
  for (const doc of snapshot.docs) {
    const lock = slotLockDocumentSchema.safeParse(doc.data());
    if (lock.success && isVolumeHolder(lock.data.holder.id)) {
      ours.push(doc.id);
      continue;
    }
    // A lock that cannot be read counts as claimed, as the slot service counts it.
    const active =
      !lock.success ||
      lock.data.state === 'booked' ||
      (lock.data.expiresAt !== null && lock.data.expiresAt.toMillis() > nowMs);
    if (active) claimedByOthers.add(doc.id);
  }
  return { claimedByOthers, ours };
}

/** The accounts with their role claims, in as few imports as Auth allows (no passwords). */
async function importAccounts(auth: Auth, users: readonly VolumeUser[]): Promise<void> {
  const records: UserImportRecord[] = users.map((user) => ({
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    customClaims: { ...claimsForRole(user.role) },
    metadata: {
      creationTime: new Date(user.createdAtMs).toUTCString(),
      ...(user.lastSignInAtMs === null
        ? {}
        : { lastSignInTime: new Date(user.lastSignInAtMs).toUTCString() }),
    },
  }));
  for (let from = 0; from < records.length; from += IMPORT_SIZE) {
    const chunk = records.slice(from, from + IMPORT_SIZE);
    // The Auth emulator refuses to import over an existing account (production replaces it):
    // an earlier run's accounts go first, so a second run leaves them exactly as the first.
    await auth.deleteUsers(chunk.map((record) => record.uid));
    const result = await auth.importUsers(chunk);
    const [first] = result.errors;
    if (first) {
      throw new Error(
        `${result.failureCount} accounts were not imported: ${first.error.message} (${first.error.code})`,
      );
    }
  }
}

/** Every write in batches of BATCH_SIZE, a few batches in flight at once. */
async function writeAll(
  db: Firestore,
  documents: readonly VolumeDocument[],
  deletions: readonly string[],
): Promise<void> {
  const writes = [
    ...deletions.map((path) => ({ path, data: null })),
    ...documents.map(({ path, data }) => ({ path, data })),
  ];
  const commits: Promise<unknown>[] = [];
  for (let from = 0; from < writes.length; from += BATCH_SIZE) {
    const batch = db.batch();
    for (const { path, data } of writes.slice(from, from + BATCH_SIZE)) {
      if (data === null) batch.delete(db.doc(path));
      else batch.set(db.doc(path), data);
    }
    commits.push(batch.commit());
  }
  await Promise.all(commits);
}

/**
 * Seeds the emulators with the volumes the admin area and the dashboards are measured against
 * (see `volumeDocuments`): set, not added, under fixed ids, so a second run writes the same
 * documents again. Upcoming sessions avoid the cells others hold, and the locks an earlier run
 * left on cells that this run does not use are deleted. Only ever on the emulators (see
 * `emulatorSeeder`).
 */
export const seedVolumes: Seeder<SeededVolumes> = emulatorSeeder('volumes', async (app) => {
  const db = getFirestore(app);
  const now = new Date();
  const [settings, locks] = await Promise.all([
    ownerSettings(db),
    upcomingLocks(db, now.getTime()),
  ]);
  const volumes = volumeDocuments(now, { settings, claimedByOthers: locks.claimedByOthers });
  const written = new Set(volumes.documents.map((document) => document.path));
  const stale = locks.ours.map((cell) => `slotLocks/${cell}`).filter((path) => !written.has(path));
  await Promise.all([
    importAccounts(getAuth(app), volumes.users),
    writeAll(db, volumes.documents, stale),
  ]);
  return volumeCounts(volumes);
});

/** One line: "Seeded: 200 contact messages, 100 project inquiries, …". */
export function printVolumes(volumes: SeededVolumes): void {
  const parts = Object.entries(volumes).map(
    ([what, count]) => `${count.toLocaleString('en-GB')} ${what}`,
  );
  console.log(`Seeded: ${parts.join(', ')}`);
}
