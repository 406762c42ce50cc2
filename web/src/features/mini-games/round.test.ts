import { describe, expect, it } from 'vitest';
import { completed, scoreEvents, started, timedOut, type Round } from './round';
import { shuffled } from './shuffle';

const ready: Round = { phase: 'ready', score: 0, won: false };
const playing = (score: number): Round => ({ phase: 'playing', score, won: false });

describe('a round', () => {
  it('starts from ready, and only from ready', () => {
    expect(started(ready).phase).toBe('playing');
    const over: Round = { phase: 'over', score: 30, won: false };
    expect(started(over)).toBe(over);
  });

  it('ends unwon when time runs out, keeping its score', () => {
    expect(timedOut(playing(30))).toEqual({ phase: 'over', score: 30, won: false });
  });

  it('does not end by time once it is over or before it started', () => {
    const won = completed(playing(100));
    expect(timedOut(won)).toBe(won);
    expect(timedOut(ready)).toBe(ready);
  });
});

describe('the game.scored events of a move', () => {
  it('tells the new score, not finished, when a move scores', () => {
    expect(scoreEvents('code-racer', playing(10), playing(20))).toEqual([
      { game: 'code-racer', score: 20, finished: false, won: false },
    ]);
  });

  it('tells the score and then the finished, won round when the last move scores', () => {
    expect(scoreEvents('bug-squasher', playing(80), completed(playing(100)))).toEqual([
      { game: 'bug-squasher', score: 100, finished: false, won: false },
      { game: 'bug-squasher', score: 100, finished: true, won: true },
    ]);
  });

  it('tells only the finished, unwon round when time runs out', () => {
    expect(scoreEvents('skill-matcher', playing(15), timedOut(playing(15)))).toEqual([
      { game: 'skill-matcher', score: 15, finished: true, won: false },
    ]);
  });

  it('tells nothing for a move that changes no score, nor once the round is over', () => {
    const over = timedOut(playing(15));
    expect(scoreEvents('code-racer', playing(10), { ...playing(10) })).toEqual([]);
    expect(scoreEvents('code-racer', over, { ...over, score: 20 })).toEqual([]);
  });
});

describe('shuffled', () => {
  it('keeps every item once, in the order the random numbers pick', () => {
    const picks = [0.99, 0, 0.5];
    const order = shuffled(['a', 'b', 'c', 'd'], () => picks.shift() ?? 0);
    expect(order).toEqual(['d', 'a', 'c', 'b']);
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
