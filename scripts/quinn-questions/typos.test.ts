import { describe, expect, it } from 'vitest';
import { oneEditApart } from '../../functions/src/shared/quinn/normalise.js';
import { ask } from './cases.js';
import { misspell, typoCases } from './typos.js';

const cases = [
  ask('generated', 'a', { ask: 'How much is the Technical Deep Dive?', must: ['£200'] }),
  ask('generated', 'b', { ask: 'When did Marcus work at Meridian Financial Group?' }),
  ask('generated', 'c', { ask: 'Who is Marcus?' }),
];

describe('typoCases', () => {
  it('makes the same typos on every run', () => {
    expect(typoCases(cases)).toEqual(typoCases(cases));
  });

  it('changes one word of five letters or more by one edit and keeps what the answer must say', () => {
    const typos = typoCases(cases);
    expect(typos).toHaveLength(cases.length);
    for (const [index, typo] of typos.entries()) {
      const source = cases[index]?.turns[0];
      const turn = typo.turns[0];
      expect(typo.group).toBe('typo');
      expect(turn?.must).toEqual(source?.must);
      const before = source?.ask.split(' ') ?? [];
      const after = turn?.ask.split(' ') ?? [];
      const changed = before.flatMap((word, at) =>
        word === after[at] ? [] : [[word, after[at] ?? '']],
      );
      expect(changed).toHaveLength(1);
      const [[word = '', misspelt = ''] = []] = changed;
      expect(word.replace(/\W/g, '').length).toBeGreaterThanOrEqual(5);
      expect(oneEditApart(word.toLowerCase(), misspelt.toLowerCase())).toBe(true);
    }
  });

  it('never leaves a word as it was (swapping two equal letters drops one instead)', () => {
    const picks = [0.3, 0.5];
    expect(misspell('coffee', () => picks.shift() ?? 0)).toBe('cofee');
  });
});
