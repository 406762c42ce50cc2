import { miniGames } from '@shared/content/mini-games';
import { describe, expect, it } from 'vitest';
import {
  currentSnippet,
  newCodeRacerRound,
  typeCode,
  type CodeRacerRound,
} from './code-racer-round';
import { started, timedOut } from './round';

const content = { snippets: ['let a = 1;', 'a += 2;', 'return a;'], pointsPerSnippet: 10 };
const inOrder = () => 0;

function playing(): CodeRacerRound {
  return started(newCodeRacerRound(content, inOrder));
}

describe('Code Racer scoring', () => {
  it('shows every snippet of the content once, in a shuffled order', () => {
    const round = newCodeRacerRound(miniGames.codeRacer);
    expect([...round.snippets].sort()).toEqual([...miniGames.codeRacer.snippets].sort());
    expect(round).toMatchObject({ phase: 'ready', score: 0, index: 0 });
  });

  it('scores pointsPerSnippet for a snippet typed exactly and brings the next', () => {
    const round = typeCode(playing(), 'let a = 1;');
    expect(round.score).toBe(10);
    expect(currentSnippet(round)).toBe('a += 2;');
  });

  it('scores nothing for text that is not exactly the snippet', () => {
    const round = playing();
    for (const typed of ['let a = 1', 'let a = 1; ', 'LET A = 1;', 'let  a = 1;', 'a += 2;']) {
      expect(typeCode(round, typed)).toBe(round);
    }
  });

  it('ends the round won once the last snippet is typed', () => {
    let round = playing();
    for (const snippet of content.snippets) round = typeCode(round, snippet);
    expect(round).toMatchObject({ phase: 'over', won: true, score: 30 });
    expect(currentSnippet(round)).toBeUndefined();
  });

  it('scores nothing before Start or after time is up', () => {
    const notStarted = newCodeRacerRound(content, inOrder);
    expect(typeCode(notStarted, 'let a = 1;')).toBe(notStarted);
    const over = timedOut(typeCode(playing(), 'let a = 1;'));
    expect(over).toMatchObject({ phase: 'over', won: false, score: 10 });
    expect(typeCode(over, 'a += 2;')).toBe(over);
  });

  it('reaches 50, the Code Master score, with five snippets of the content', () => {
    let round = started(newCodeRacerRound(miniGames.codeRacer));
    for (let typed = 0; typed < 5; typed += 1) round = typeCode(round, currentSnippet(round) ?? '');
    expect(round.score).toBe(50);
  });
});
