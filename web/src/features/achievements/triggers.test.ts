import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AchievementId } from '@shared/content/achievements-schema';
import { clearEventHistory, publish } from '@/lib/events';
import type { ProgressKind } from './local-store';
import { startTriggers, type TriggerTarget } from './triggers';

/** A target that records what was asked, with progress kept as the engine keeps it. */
function recordingTarget(signedIn = true) {
  const unlocked: AchievementId[] = [];
  const progress: Record<ProgressKind, string[]> = { sections: [], themes: [], eggs: [] };
  const target: TriggerTarget = {
    unlock: async (id) => {
      unlocked.push(id);
      return 'unlocked';
    },
    recordProgress: async (kind, value) => {
      if (!signedIn) return undefined;
      if (!progress[kind].includes(value)) progress[kind].push(value);
      return [...progress[kind]];
    },
  };
  return { target, unlocked, progress };
}

const DAYTIME = () => new Date(2026, 0, 15, 14, 0);
let stop: (() => void) | undefined;

function start(target: TriggerTarget, now: () => Date = DAYTIME): void {
  stop = startTriggers(target, { now });
}

/** Lets the progress answers (promises) come back. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => clearEventHistory());
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

type Case = [name: string, send: () => void, expected: AchievementId[]];

describe('each event unlocks its achievement, and no other', () => {
  const cases: Case[] = [
    [
      'Code Racer at 50',
      () => publish('game.scored', { game: 'code-racer', score: 50, finished: false, won: false }),
      ['code_master'],
    ],
    [
      'Code Racer at 40',
      () => publish('game.scored', { game: 'code-racer', score: 40, finished: true, won: false }),
      [],
    ],
    [
      'Bug Squasher won',
      () => publish('game.scored', { game: 'bug-squasher', score: 100, finished: true, won: true }),
      ['bug_squasher'],
    ],
    [
      'Bug Squasher lost',
      () => publish('game.scored', { game: 'bug-squasher', score: 80, finished: true, won: false }),
      [],
    ],
    [
      'Bug Squasher still playing',
      () =>
        publish('game.scored', { game: 'bug-squasher', score: 100, finished: false, won: true }),
      [],
    ],
    [
      'Skill Matcher won',
      () => publish('game.scored', { game: 'skill-matcher', score: 30, finished: true, won: true }),
      ['skill_matcher'],
    ],
    [
      'Skill Matcher out of time',
      () =>
        publish('game.scored', { game: 'skill-matcher', score: 25, finished: true, won: false }),
      [],
    ],
    [
      'Skill Matcher at 60 points',
      () =>
        publish('game.scored', { game: 'skill-matcher', score: 60, finished: false, won: false }),
      [],
    ],
    ['the code egg', () => publish('egg.found', { egg: 'code', by: 'keys' }), ['tech_explorer']],
    ['the ai egg', () => publish('egg.found', { egg: 'ai', by: 'taps' }), ['secret_project']],
    ['the game egg alone', () => publish('egg.found', { egg: 'game', by: 'keys' }), []],
    ['dark theme', () => publish('theme.changed', { mode: 'dark' }), ['dark_mode_fan']],
    ['light theme', () => publish('theme.changed', { mode: 'light' }), []],
    [
      'the experience section',
      () => publish('section.viewed', { section: 'experience' }),
      ['leadership_explorer'],
    ],
    ['the skills section', () => publish('section.viewed', { section: 'skills' }), []],
    [
      'a project inquiry sent',
      () => publish('form.sent', { form: 'project-inquiry', outcome: 'sent' }),
      ['team_builder'],
    ],
    [
      'a meeting request queued',
      () => publish('form.sent', { form: 'meeting-request', outcome: 'queued' }),
      ['team_builder'],
    ],
    ['a contact message', () => publish('form.sent', { form: 'contact', outcome: 'sent' }), []],
    [
      'a newsletter sign-up',
      () => publish('form.sent', { form: 'newsletter', outcome: 'sent' }),
      [],
    ],
  ];

  it.each(cases)('%s', async (_name, send, expected) => {
    const { target, unlocked } = recordingTarget();
    start(target);
    send();
    await answered();
    expect(unlocked).toEqual(expected);
  });
});

describe('progress across events', () => {
  it('keyboard_explorer once all three eggs are found, whichever comes last', async () => {
    const { target, unlocked } = recordingTarget();
    start(target);
    publish('egg.found', { egg: 'game', by: 'keys' });
    publish('egg.found', { egg: 'ai', by: 'keys' });
    await answered();
    expect(unlocked).not.toContain('keyboard_explorer');
    publish('egg.found', { egg: 'code', by: 'taps' });
    await answered();
    expect(unlocked).toContain('keyboard_explorer');
  });

  it('design_appreciator once both themes were tried, in any order', async () => {
    const { target, unlocked } = recordingTarget();
    start(target);
    publish('theme.changed', { mode: 'dark' });
    await answered();
    expect(unlocked).toEqual(['dark_mode_fan']);
    publish('theme.changed', { mode: 'light' });
    await answered();
    expect(unlocked).toEqual(['dark_mode_fan', 'design_appreciator']);
  });

  it('full_explorer once every home section was seen, not before', async () => {
    const { target, unlocked } = recordingTarget();
    start(target);
    const all = ['hero', 'about', 'experience', 'skills', 'projects', 'availability', 'contact'];
    for (const section of all.slice(0, -1)) publish('section.viewed', { section });
    publish('section.viewed', { section: 'not-a-section' });
    await answered();
    expect(unlocked).toEqual(['leadership_explorer']);
    publish('section.viewed', { section: 'contact' });
    await answered();
    expect(unlocked).toEqual(['leadership_explorer', 'full_explorer']);
  });

  it('hears what was published before it started', async () => {
    const { target, unlocked } = recordingTarget();
    publish('section.viewed', { section: 'experience' });
    start(target);
    await answered();
    expect(unlocked).toEqual(['leadership_explorer']);
  });

  it('counts no progress when nothing counts (signed out)', async () => {
    const { target, unlocked } = recordingTarget(false);
    start(target);
    publish('theme.changed', { mode: 'light' });
    publish('theme.changed', { mode: 'dark' });
    await answered();
    expect(unlocked).toEqual(['dark_mode_fan']);
  });
});

describe('night owl', () => {
  it.each([
    [0, 0],
    [2, 30],
    [4, 59],
  ])('unlocks 1.5 s after start at %i:%i', async (hour, minute) => {
    vi.useFakeTimers();
    const { target, unlocked } = recordingTarget();
    start(target, () => new Date(2026, 0, 15, hour, minute));
    await vi.advanceTimersByTimeAsync(1499);
    expect(unlocked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(unlocked).toEqual(['night_owl']);
  });

  it.each([5, 12, 23])('does nothing at %i:00', async (hour) => {
    vi.useFakeTimers();
    const { target, unlocked } = recordingTarget();
    start(target, () => new Date(2026, 0, 15, hour, 0));
    await vi.advanceTimersByTimeAsync(5000);
    expect(unlocked).toEqual([]);
  });

  it('unlocks 1.5 s after a sign-in made during a night visit, not only after load', async () => {
    vi.useFakeTimers();
    const { target, unlocked } = recordingTarget();
    const signIns = new Set<() => void>();
    const hour = { now: 1 };
    stop = startTriggers(target, {
      now: () => new Date(2026, 0, 15, hour.now, 0),
      onSignIn: (listener) => {
        signIns.add(listener);
        return () => signIns.delete(listener);
      },
    });
    await vi.advanceTimersByTimeAsync(1500);
    expect(unlocked).toEqual(['night_owl']);
    for (const listener of signIns) listener();
    await vi.advanceTimersByTimeAsync(1499);
    expect(unlocked).toEqual(['night_owl']);
    await vi.advanceTimersByTimeAsync(1);
    expect(unlocked).toEqual(['night_owl', 'night_owl']);
    // Signed in once the night is over: nothing; stopped: no longer listening.
    hour.now = 5;
    for (const listener of signIns) listener();
    await vi.advanceTimersByTimeAsync(5000);
    expect(unlocked).toEqual(['night_owl', 'night_owl']);
    stop();
    stop = undefined;
    expect(signIns.size).toBe(0);
  });

  it('does nothing once stopped before its time', async () => {
    vi.useFakeTimers();
    const { target, unlocked } = recordingTarget();
    start(target, () => new Date(2026, 0, 15, 1, 0));
    stop?.();
    await vi.advanceTimersByTimeAsync(5000);
    expect(unlocked).toEqual([]);
  });
});
