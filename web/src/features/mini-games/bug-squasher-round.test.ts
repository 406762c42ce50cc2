import { miniGames } from '@shared/content/mini-games';
import { describe, expect, it } from 'vitest';
import {
  BOARD,
  newBugSquasherRound,
  scuttle,
  squash,
  type BugSquasherRound,
} from './bug-squasher-round';
import { started, timedOut } from './round';

function playing(): BugSquasherRound {
  return started(newBugSquasherRound(miniGames.bugSquasher));
}

const cellsOf = (round: BugSquasherRound) => round.bugs.map((bug) => bug.cell);

describe('Bug Squasher scoring', () => {
  it('puts the five bugs, Bug 1 to Bug 5, each in a cell of its own', () => {
    const round = playing();
    expect(round.bugs.map((bug) => bug.id)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(cellsOf(round)).size).toBe(5);
    for (const cell of cellsOf(round)) expect(cell).toBeLessThan(BOARD.columns * BOARD.rows);
  });

  it('scores 20 for each bug squashed, once per bug', () => {
    const once = squash(playing(), 3);
    expect(once.score).toBe(20);
    expect(once.bugs.find((bug) => bug.id === 3)?.squashed).toBe(true);
    expect(squash(once, 3)).toBe(once);
  });

  it('ends the round won with every bug squashed, 100 points', () => {
    let round = playing();
    for (const id of [5, 1, 4, 2, 3]) round = squash(round, id);
    expect(round).toMatchObject({ phase: 'over', won: true, score: 100 });
  });

  it('ends unwon when time runs out, and squashes nothing then', () => {
    const over = timedOut(squash(playing(), 1));
    expect(over).toMatchObject({ phase: 'over', won: false, score: 20 });
    expect(squash(over, 2)).toBe(over);
  });

  it('moves every live bug to another cell, still one a cell, and leaves squashed ones', () => {
    let round = squash(playing(), 2);
    for (let turn = 0; turn < 50; turn += 1) {
      const before = round;
      round = scuttle(round);
      expect(new Set(cellsOf(round)).size).toBe(5);
      for (const bug of round.bugs) {
        const was = before.bugs.find((candidate) => candidate.id === bug.id);
        if (bug.squashed) expect(bug.cell).toBe(was?.cell);
        else expect(bug.cell).not.toBe(was?.cell);
      }
    }
  });

  it('keeps the bugs still before Start and after the round', () => {
    const ready = newBugSquasherRound(miniGames.bugSquasher);
    expect(scuttle(ready)).toBe(ready);
    const over = timedOut(playing());
    expect(scuttle(over)).toBe(over);
  });
});
