import type { AchievementId } from '@shared/content/achievements-schema';
import type {
  AchievementsRemote,
  CreateResult,
  RemoteUnlock,
} from '@/features/achievements/engine-environment';

/**
 * Firestore's `users/{uid}/achievements` as the unlock engine meets it (firestore-remote.ts):
 * create once, first come first served, at the server's time; list. A device reaches it only
 * while its browser is online.
 */
export class FakeServer {
  readonly creates: { uid: string; id: AchievementId; created: boolean }[] = [];
  private readonly docs = new Map<string, Map<AchievementId, string>>();

  constructor(private readonly clock: () => number = Date.now) {}

  unlocksOf(uid: string): Map<AchievementId, string> {
    let unlocks = this.docs.get(uid);
    if (!unlocks) {
      unlocks = new Map();
      this.docs.set(uid, unlocks);
    }
    return unlocks;
  }

  /** A document written before the test began (another device, an earlier visit). */
  seed(uid: string, id: AchievementId, date: string): void {
    this.unlocksOf(uid).set(id, date);
  }

  remoteFor(uid: string, reachable: () => boolean = () => true): AchievementsRemote {
    const unlocks = this.unlocksOf(uid);
    const offline = (): Error => new Error('Failed to reach the server (offline).');
    return {
      create: async (id): Promise<CreateResult> => {
        if (!reachable()) throw offline();
        const stored = unlocks.get(id);
        this.creates.push({ uid, id, created: stored === undefined });
        if (stored !== undefined) return { created: false, date: stored };
        unlocks.set(id, new Date(this.clock()).toISOString());
        return { created: true };
      },
      list: async (): Promise<RemoteUnlock[]> => {
        if (!reachable()) throw offline();
        return [...unlocks].map(([id, date]) => ({ id, date }));
      },
    };
  }
}
