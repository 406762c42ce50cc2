/**
 * STAND-IN for the achievements engine, built in parallel on its own branch: the same exports the
 * components use, kept in this browser only (no Firestore, no triggers, no other tabs), so the
 * overlay and the toast can be driven end to end. Only components/connected.tsx and
 * components/achievements-host.tsx import it; the integrator replaces it with the engine.
 */
import { useSyncExternalStore } from 'react';
import { z } from '@shared/zod';
import { achievements } from '@shared/content/achievements';
import type { AchievementId } from '@shared/content/achievements-schema';
import { getSession, useSession } from '@/lib/session';
import type { AchievementsState, UnlockNotice, UnlockOutcome } from './achievements-api';

const KEY = 'portfolio-achievements';
const FOLLOW_UP_MS = 1500;
const GUARD_MS = 100;

type Dates = Partial<Record<AchievementId, string>>;

const storedSchema = z.record(
  z.string(),
  z.object({
    entries: z.array(z.object({ id: z.string(), unlocked: z.literal(true), date: z.string() })),
  }),
);
type Stored = z.infer<typeof storedSchema>;

function readAll(): Stored {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function datesOf(uid: string): Dates {
  const dates: Dates = {};
  for (const entry of readAll()[uid]?.entries ?? []) {
    const known = achievements.find((achievement) => achievement.id === entry.id);
    if (known) dates[known.id] = entry.date;
  }
  return dates;
}

function store(uid: string, id: AchievementId, date: string): void {
  const all = readAll();
  const entries = all[uid]?.entries ?? [];
  all[uid] = { entries: [...entries, { id, unlocked: true, date }] };
  localStorage.setItem(KEY, JSON.stringify(all));
}

const listeners = new Set<() => void>();
const noticeListeners = new Set<(notice: UnlockNotice) => void>();
let version = 0;
const changed = (): void => {
  version += 1;
  listeners.forEach((listener) => listener());
};
const guarded = new Set<AchievementId>();

export async function unlockAchievement(id: AchievementId): Promise<UnlockOutcome> {
  const session = getSession();
  if (session.status !== 'signed-in') return 'signed-out';
  if (guarded.has(id)) return 'guarded';
  guarded.add(id);
  setTimeout(() => guarded.delete(id), GUARD_MS);
  const uid = session.user.uid;
  const dates = datesOf(uid);
  if (dates[id]) return 'already';
  store(uid, id, new Date().toISOString());
  changed();
  const achievement = achievements.find((candidate) => candidate.id === id);
  if (achievement) {
    const notice = {
      id,
      title: achievement.title,
      description: achievement.description,
      points: achievement.points,
    };
    noticeListeners.forEach((listener) => listener(notice));
  }
  if (id !== 'easter_egg_finder' && !dates.easter_egg_finder) {
    setTimeout(() => void unlockAchievement('easter_egg_finder'), FOLLOW_UP_MS);
  }
  return 'unlocked';
}

export async function unlockRandomAchievement(): Promise<AchievementId | undefined> {
  const session = getSession();
  if (session.status !== 'signed-in') return undefined;
  const dates = datesOf(session.user.uid);
  const locked = achievements.filter((achievement) => !dates[achievement.id]);
  const pick = locked[Math.floor(Math.random() * locked.length)];
  if (!pick) return undefined;
  await unlockAchievement(pick.id);
  return pick.id;
}

export function onUnlockNotice(listener: (notice: UnlockNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

export function startAchievements(): () => void {
  return () => undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAchievements(): AchievementsState {
  const session = useSession();
  useSyncExternalStore(subscribe, () => version);
  if (session.status !== 'signed-in') {
    return {
      status: session.status,
      cards: achievements.map((achievement) => ({ ...achievement, unlocked: false })),
      unlockedCount: 0,
      total: achievements.length,
      points: 0,
    };
  }
  const dates = datesOf(session.user.uid);
  const cards = achievements.map((achievement) => {
    const date = dates[achievement.id];
    return date ? { ...achievement, unlocked: true, date } : { ...achievement, unlocked: false };
  });
  const unlocked = cards.filter((card) => card.unlocked);
  return {
    status: 'signed-in',
    cards,
    unlockedCount: unlocked.length,
    total: cards.length,
    points: unlocked.reduce((sum, card) => sum + card.points, 0),
  };
}
