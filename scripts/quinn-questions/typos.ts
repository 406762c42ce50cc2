import type { QuinnCase } from './cases.js';

// One-letter typos of the generated questions: a letter dropped, doubled, swapped with the
// next or struck on a neighbouring key, in a word of five letters or more. Seeded, so every
// run asks the same misspelt questions.

const NEIGHBOURS: Record<string, string> = {
  a: 's',
  b: 'v',
  c: 'x',
  d: 's',
  e: 'r',
  f: 'g',
  g: 'h',
  h: 'j',
  i: 'o',
  j: 'k',
  k: 'l',
  l: 'k',
  m: 'n',
  n: 'm',
  o: 'p',
  p: 'o',
  q: 'w',
  r: 't',
  s: 'a',
  t: 'r',
  u: 'y',
  v: 'c',
  w: 'e',
  x: 'z',
  y: 't',
  z: 'x',
};

/** A small deterministic generator (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function misspell(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letter = word.charAt(at);
  const typo = edit(word, at, letter, Math.floor(random() * 4));
  // Swapping two equal letters changes nothing: drop the letter instead.
  return typo === word ? word.slice(0, at) + word.slice(at + 1) : typo;
}

function edit(word: string, at: number, letter: string, kind: number): string {
  switch (kind) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + letter + word.slice(at);
    case 2:
      return word.slice(0, at) + word.charAt(at + 1) + letter + word.slice(at + 2);
    default: {
      const lower = letter.toLowerCase();
      const near = NEIGHBOURS[lower] ?? lower;
      return (
        word.slice(0, at) + (letter === lower ? near : near.toUpperCase()) + word.slice(at + 1)
      );
    }
  }
}

/** One typo variant of each one-message case, in one word of five letters or more. */
export function typoCases(cases: readonly QuinnCase[], seed = 28): QuinnCase[] {
  const random = seeded(seed);
  return cases.flatMap((source) => {
    const [turn] = source.turns;
    if (!turn || source.turns.length !== 1) return [];
    const candidates = [...turn.ask.matchAll(/[A-Za-z]{5,}/g)];
    const pick = candidates[Math.floor(random() * candidates.length)];
    if (!pick) return [];
    const typo = misspell(pick[0], random);
    const asked =
      turn.ask.slice(0, pick.index) + typo + turn.ask.slice(pick.index + pick[0].length);
    return [
      { ...source, id: `${source.id}-typo`, group: 'typo', turns: [{ ...turn, ask: asked }] },
    ];
  });
}
