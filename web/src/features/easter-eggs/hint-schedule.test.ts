import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easterEggs } from '@shared/content/easter-eggs';
import type { EasterEgg } from '@shared/content/easter-eggs-schema';
import { HINT_CHANCE, HINT_EVERY_MS, scheduleHints } from './hint-schedule';

/** Answers `values` in turn, then `rest`: what a test wants the dice to say. */
function dice(values: number[], rest = 0.99): () => number {
  const queue = [...values];
  return () => queue.shift() ?? rest;
}

/** A small seeded generator (mulberry32): the same seed, the same sequence, every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

let shown: string[];
const show = (egg: EasterEgg): void => {
  shown.push(egg.id);
};
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  shown = [];
});

afterEach(() => {
  stop?.();
  stop = undefined;
  setHidden(false);
  vi.useRealTimers();
});

describe('scheduleHints', () => {
  it('checks every 12 s and shows a hint when the chance comes up, naming a random egg', () => {
    // Check 1: no (0.5). Check 2: yes (0.1), the second egg (0.5 of 3 → index 1).
    stop = scheduleHints({ eggs: easterEggs, show, random: dice([0.5, 0.1, 0.5]) });
    vi.advanceTimersByTime(HINT_EVERY_MS - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(HINT_EVERY_MS);
    expect(shown).toEqual([easterEggs[1]?.id]);
  });

  it('shows a hint on a 15 % chance: below 0.15, never at it', () => {
    stop = scheduleHints({
      eggs: easterEggs,
      show,
      random: dice([HINT_CHANCE, HINT_CHANCE - 0.0001, 0.99]),
    });
    vi.advanceTimersByTime(HINT_EVERY_MS);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(HINT_EVERY_MS);
    expect(shown).toEqual([easterEggs.at(-1)?.id]);
  });

  it('shows hints about 15 % of the checks, for every egg, with seeded dice', () => {
    stop = scheduleHints({ eggs: easterEggs, show, random: seeded(2026) });
    vi.advanceTimersByTime(HINT_EVERY_MS * 2000);
    expect(shown.length).toBeGreaterThan(2000 * 0.12);
    expect(shown.length).toBeLessThan(2000 * 0.18);
    expect(new Set(shown)).toEqual(new Set(easterEggs.map((egg) => egg.id)));
  });

  it('waits while something else is on screen, without rolling the dice', () => {
    const random = vi.fn(() => 0);
    let busy = true;
    stop = scheduleHints({ eggs: easterEggs, show, random, canShow: () => !busy });
    vi.advanceTimersByTime(HINT_EVERY_MS * 3);
    expect(random).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(HINT_EVERY_MS);
    expect(shown).toHaveLength(1);
  });

  it('stops its clock while the tab is hidden and starts a fresh 12 s when it is shown', () => {
    const random = vi.fn(() => 0);
    stop = scheduleHints({ eggs: easterEggs, show, random });
    vi.advanceTimersByTime(HINT_EVERY_MS - 1000);
    setHidden(true);
    vi.advanceTimersByTime(HINT_EVERY_MS * 10);
    expect(random).not.toHaveBeenCalled();
    setHidden(false);
    vi.advanceTimersByTime(HINT_EVERY_MS - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toHaveLength(1);
  });

  it('does not start while the tab is hidden', () => {
    setHidden(true);
    stop = scheduleHints({ eggs: easterEggs, show, random: () => 0 });
    vi.advanceTimersByTime(HINT_EVERY_MS * 5);
    expect(shown).toEqual([]);
  });

  it('shows nothing more once stopped', () => {
    const stopNow = scheduleHints({ eggs: easterEggs, show, random: () => 0 });
    stopNow();
    vi.advanceTimersByTime(HINT_EVERY_MS * 5);
    setHidden(false);
    vi.advanceTimersByTime(HINT_EVERY_MS * 5);
    expect(shown).toEqual([]);
  });
});
