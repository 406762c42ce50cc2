import { achievementIdSchema, type AchievementId } from '@shared/content/achievements-schema';
import { z } from '@shared/zod';
import type { KeyValueStorage } from './engine-environment';
import { ACHIEVEMENTS_STORAGE_KEY } from './storage-key';

/**
 * This browser's copy of each signed-in user's achievements, under one local storage key:
 *
 *   { version: 1, users: { [uid]: { achievements: [{ id, unlocked: true, date, pendingSync? }],
 *                                   progress: { sections, themes, eggs }, claims: [{ id, since }] } } }
 *
 * `pendingSync` marks an unlock made offline that the server has not stored yet; a claim is an
 * unlock this browser started and has not finished (its server write may be in flight). What is
 * read is parsed piece by piece: a corrupt piece is dropped, the rest kept, nothing throws.
 */

export type ProgressKind = 'sections' | 'themes' | 'eggs';
export const PROGRESS_KINDS: readonly ProgressKind[] = ['sections', 'themes', 'eggs'];

export interface StoredUnlock {
  id: AchievementId;
  unlocked: true;
  /** ISO time of the first unlock. */
  date: string;
  pendingSync?: true;
}

export interface Claim {
  id: AchievementId;
  /** ISO time the unlock started. */
  since: string;
}

export interface UserRecord {
  achievements: StoredUnlock[];
  progress: Record<ProgressKind, string[]>;
  claims: Claim[];
}

const isoDate = z.iso.datetime({ offset: true });

const unlockSchema = z.object({
  id: achievementIdSchema,
  unlocked: z.literal(true),
  date: isoDate,
  pendingSync: z.literal(true).optional(),
});

const claimSchema = z.object({ id: achievementIdSchema, since: isoDate });

const rootSchema = z.object({ users: z.record(z.string(), z.unknown()) });
const userShape = z.object({
  achievements: z.array(z.unknown()).catch([]),
  progress: z.record(z.string(), z.unknown()).catch({}),
  claims: z.array(z.unknown()).catch([]),
});
const valuesSchema = z.array(z.string().max(64)).max(64);

export const emptyRecord = (): UserRecord => ({
  achievements: [],
  progress: { sections: [], themes: [], eggs: [] },
  claims: [],
});

/** The parseable items of `items`, the first of each id only. */
function firstOfEach<T extends { id: string }>(items: unknown[], schema: z.ZodType<T>): T[] {
  const kept = new Map<string, T>();
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success && !kept.has(parsed.data.id)) kept.set(parsed.data.id, parsed.data);
  }
  return [...kept.values()];
}

function parseUser(value: unknown): UserRecord | undefined {
  const shape = userShape.safeParse(value);
  if (!shape.success) return undefined;
  const progress = emptyRecord().progress;
  for (const kind of PROGRESS_KINDS) {
    const values = valuesSchema.safeParse(shape.data.progress[kind]);
    if (values.success) progress[kind] = [...new Set(values.data)];
  }
  return {
    achievements: firstOfEach(shape.data.achievements, unlockSchema),
    progress,
    claims: firstOfEach(shape.data.claims, claimSchema),
  };
}

function readAll(storage: KeyValueStorage): Map<string, UserRecord> {
  const users = new Map<string, UserRecord>();
  let json: unknown;
  try {
    // Nothing stored parses as null, which the schema turns away like anything unreadable.
    json = JSON.parse(storage.getItem(ACHIEVEMENTS_STORAGE_KEY) ?? 'null');
  } catch {
    return users;
  }
  const root = rootSchema.safeParse(json);
  if (!root.success) return users;
  for (const [uid, value] of Object.entries(root.data.users)) {
    const record = parseUser(value);
    if (record) users.set(uid, record);
  }
  return users;
}

function writeAll(storage: KeyValueStorage, users: Map<string, UserRecord>): void {
  const json = JSON.stringify({ version: 1, users: Object.fromEntries(users) });
  try {
    storage.setItem(ACHIEVEMENTS_STORAGE_KEY, json);
  } catch {
    // Storage full or blocked: this visit keeps going from memory and the server.
  }
}

/** What this browser holds for `uid` (an empty record when nothing, or nothing readable). */
export function readUser(storage: KeyValueStorage, uid: string): UserRecord {
  return readAll(storage).get(uid) ?? emptyRecord();
}

/**
 * Reads `uid`'s record, lets `change` return the next one (or undefined: nothing to write) and
 * stores it, in one synchronous step. Returns the record as it now is.
 */
export function updateUser(
  storage: KeyValueStorage,
  uid: string,
  change: (record: UserRecord) => UserRecord | undefined,
): UserRecord {
  const users = readAll(storage);
  const current = users.get(uid) ?? emptyRecord();
  const next = change(current);
  if (!next) return current;
  users.set(uid, next);
  writeAll(storage, users);
  return next;
}

export const findUnlock = (record: UserRecord, id: AchievementId): StoredUnlock | undefined =>
  record.achievements.find((entry) => entry.id === id);

export const findClaim = (record: UserRecord, id: AchievementId): Claim | undefined =>
  record.claims.find((claim) => claim.id === id);

/** `record` with `unlock` stored (replacing any entry of its id) and its claim, if any, gone. */
export function withUnlock(record: UserRecord, unlock: StoredUnlock): UserRecord {
  const index = record.achievements.findIndex((entry) => entry.id === unlock.id);
  const achievements =
    index === -1
      ? [...record.achievements, unlock]
      : record.achievements.map((entry, at) => (at === index ? unlock : entry));
  return {
    ...record,
    achievements,
    claims: record.claims.filter((claim) => claim.id !== unlock.id),
  };
}
