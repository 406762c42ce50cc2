import type { AchievementId } from '@shared/content/achievements-schema';
import type { EasterEggId } from '@shared/content/easter-eggs-schema';
import { subscribe, type AppEventName, type AppEvents } from '@/lib/events';
import type { ProgressKind } from './local-store';
import { siteContent } from '@/lib/content/site-content';

/**
 * How each achievement is earned (docs/achievements.md has the table): what the rest of the
 * page publishes on the event bus, mapped to unlocks. Listeners hear what was published before
 * they came (`replay`): this code loads after the page, when the first sections were long seen.
 */

export interface TriggerTarget {
  unlock(id: AchievementId): Promise<unknown>;
  /** Progress so far of `kind`, with `value` added; undefined when nothing counts (signed out). */
  recordProgress(kind: ProgressKind, value: string): Promise<readonly string[] | undefined>;
}

export const CODE_MASTER_SCORE = 50;
/** Local hours 0 to 4 (midnight to 4:59). */
export const NIGHT_OWL_LAST_HOUR = 4;
export const NIGHT_OWL_DELAY_MS = 1500;

const TEAM_FORMS: ReadonlySet<string> = new Set(['project-inquiry', 'meeting-request']);
const EGG_UNLOCKS: Partial<Record<EasterEggId, AchievementId>> = {
  code: 'tech_explorer',
  ai: 'secret_project',
};
const ALL_EGGS = siteContent('easter-eggs').easterEggs.map((egg) => egg.id);
const HOME_SECTIONS: readonly string[] = siteContent('navigation').sections.map(
  (section) => section.id,
);
const BOTH_THEMES = ['light', 'dark'];

export const isNightOwlHour = (at: Date): boolean => at.getHours() <= NIGHT_OWL_LAST_HOUR;

export interface TriggerOptions {
  now?: () => Date;
  /** Calls its listener whenever a visitor signs in on this page; returns the unsubscribe. */
  onSignIn?: (listener: () => void) => () => void;
}

/** Listens for what earns achievements until the returned function is called. */
export function startTriggers(
  target: TriggerTarget,
  { now = () => new Date(), onSignIn }: TriggerOptions = {},
): () => void {
  const fire = (id: AchievementId): void => {
    target.unlock(id).catch((error: unknown) => console.error(`Unlocking ${id} failed`, error));
  };
  /** Records `value` and fires `id` once the progress of `kind` holds every one of `all`. */
  const progress = (
    kind: ProgressKind,
    value: string,
    all: readonly string[],
    id: AchievementId,
  ): void => {
    target.recordProgress(kind, value).then(
      (seen) => {
        if (seen && all.every((needed) => seen.includes(needed))) fire(id);
      },
      (error: unknown) => console.error(`Recording ${kind} failed`, error),
    );
  };
  /** Calls `listener` on every `name` event, those published before it came first. */
  const hear = <K extends AppEventName>(name: K, listener: (payload: AppEvents[K]) => void) =>
    subscribe(name, listener, { replay: true });

  const stops = [
    hear('game.scored', ({ game, score, finished, won }) => {
      if (game === 'code-racer' && score >= CODE_MASTER_SCORE) fire('code_master');
      if (game === 'bug-squasher' && finished && won) fire('bug_squasher');
      if (game === 'skill-matcher' && finished && won) fire('skill_matcher');
    }),
    hear('egg.found', ({ egg }) => {
      const id = EGG_UNLOCKS[egg];
      if (id) fire(id);
      progress('eggs', egg, ALL_EGGS, 'keyboard_explorer');
    }),
    hear('theme.changed', ({ mode }) => {
      if (mode === 'dark') fire('dark_mode_fan');
      progress('themes', mode, BOTH_THEMES, 'design_appreciator');
    }),
    hear('section.viewed', ({ section }) => {
      if (section === 'experience') fire('leadership_explorer');
      if (HOME_SECTIONS.includes(section)) {
        progress('sections', section, HOME_SECTIONS, 'full_explorer');
      }
    }),
    hear('form.sent', ({ form }) => {
      if (TEAM_FORMS.has(form)) fire('team_builder');
    }),
  ];
  // A night visit counts from the page's load, and from a sign-in made during it (nothing counts
  // while signed out, so the check at load missed a visitor who signed in afterwards).
  const nightOwlTimers = new Set<ReturnType<typeof setTimeout>>();
  const nightOwlSoon = (): void => {
    if (!isNightOwlHour(now())) return;
    const timer = setTimeout(() => {
      nightOwlTimers.delete(timer);
      fire('night_owl');
    }, NIGHT_OWL_DELAY_MS);
    nightOwlTimers.add(timer);
  };
  nightOwlSoon();
  const stopSignIn = onSignIn?.(nightOwlSoon);
  return () => {
    for (const stop of stops) stop();
    stopSignIn?.();
    for (const timer of nightOwlTimers) clearTimeout(timer);
  };
}
