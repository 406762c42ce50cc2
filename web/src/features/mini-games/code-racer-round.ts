import type { MiniGames } from '@shared/content/mini-games-schema';
import { completed, READY, type Round } from './round';
import { shuffled, type Random } from './shuffle';

type CodeRacerContent = Pick<MiniGames['codeRacer'], 'snippets' | 'pointsPerSnippet'>;

/** Code Racer: type each snippet exactly; each one typed scores and brings the next. */
export interface CodeRacerRound extends Round {
  /** This round's snippets, in the order they come. */
  snippets: readonly string[];
  /** Which snippet is to be typed now (`snippets.length` once all are typed). */
  index: number;
  pointsPerSnippet: number;
}

export function newCodeRacerRound(content: CodeRacerContent, random?: Random): CodeRacerRound {
  return {
    ...READY,
    snippets: shuffled(content.snippets, random),
    index: 0,
    pointsPerSnippet: content.pointsPerSnippet,
  };
}

/** The snippet to type now, if the round still has one. */
export function currentSnippet(round: CodeRacerRound): string | undefined {
  return round.snippets[round.index];
}

/**
 * The round after the player's text changed to `typed`: the snippet typed exactly (same
 * characters, spaces and case) scores and the next one comes; anything else changes nothing.
 */
export function typeCode(round: CodeRacerRound, typed: string): CodeRacerRound {
  if (round.phase !== 'playing' || typed !== currentSnippet(round)) return round;
  const next: CodeRacerRound = {
    ...round,
    index: round.index + 1,
    score: round.score + round.pointsPerSnippet,
  };
  return next.index === next.snippets.length ? completed(next) : next;
}
