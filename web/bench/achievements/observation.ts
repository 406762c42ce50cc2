import { z } from '@shared/zod';
import type { AchievementId } from '@shared/content/achievements-schema';
import type { UnlockOutcome } from '../../src/features/achievements/achievements-api';
import { ACHIEVEMENTS_STORAGE_KEY } from '../../src/features/achievements/storage-key';
import type { SimulatedBrowser } from '../../src/testing/achievements/simulated-browser';

/** What one interleaving did and what went wrong in it, as counted from outside the engine. */

// The stored format read loosely, entries as they are (duplicates kept), to check the engine.
const storedSchema = z.object({
  users: z.record(
    z.string(),
    z.object({
      achievements: z.array(
        z.object({ id: z.string(), date: z.string(), pendingSync: z.boolean().optional() }),
      ),
    }),
  ),
});

interface Entry {
  date: string;
  pending: boolean;
}

export type Outcome = UnlockOutcome | 'failed';

export class Observation {
  readonly notices = new Map<AchievementId, number>();
  /** Answers "created by this call" per id: more than one is a duplicate unlock. */
  readonly created = new Map<AchievementId, number>();
  readonly outcomes: Record<Outcome, number> = {
    unlocked: 0,
    already: 0,
    guarded: 0,
    'signed-out': 0,
    failed: 0,
  };
  localDuplicates = 0;
  localDatesChanged = 0;
  localEntriesLost = 0;
  /** Offline unlocks whose provisional date gave way to the one the server already had. */
  provisionalDatesAdopted = 0;
  readonly problems: string[] = [];

  notice(id: AchievementId): void {
    this.notices.set(id, (this.notices.get(id) ?? 0) + 1);
  }

  createAnswered(id: AchievementId, created: boolean): void {
    if (created) this.created.set(id, (this.created.get(id) ?? 0) + 1);
  }

  outcome(outcome: Outcome): void {
    this.outcomes[outcome] += 1;
  }

  problem(description: string): void {
    this.problems.push(description);
  }

  /** Checks every write `browser` takes for `uid`: no entry twice, no settled date changed. */
  watch(browser: SimulatedBrowser, uid: string): () => void {
    const read = (raw: string | null): Map<string, Entry> | undefined => {
      if (raw === null) return new Map();
      const parsed = storedSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) return undefined;
      const entries = new Map<string, Entry>();
      for (const entry of parsed.data.users[uid]?.achievements ?? []) {
        if (entries.has(entry.id)) {
          this.localDuplicates += 1;
          this.problem(`${browser.name}: ${entry.id} stored twice`);
        }
        entries.set(entry.id, { date: entry.date, pending: entry.pendingSync === true });
      }
      return entries;
    };
    let previous = read(browser.peek(ACHIEVEMENTS_STORAGE_KEY)) ?? new Map<string, Entry>();
    return browser.onWrite((key, value) => {
      if (key !== ACHIEVEMENTS_STORAGE_KEY) return;
      const next = read(value);
      if (!next) {
        this.problem(`${browser.name}: wrote storage the engine cannot read back`);
        return;
      }
      for (const [id, before] of previous) {
        const after = next.get(id);
        if (!after) {
          this.localEntriesLost += 1;
          this.problem(`${browser.name}: ${id} vanished from storage`);
        } else if (after.date !== before.date) {
          if (before.pending && !after.pending) this.provisionalDatesAdopted += 1;
          else {
            this.localDatesChanged += 1;
            this.problem(`${browser.name}: ${id} date ${before.date} → ${after.date}`);
          }
        }
      }
      previous = next;
    });
  }
}
