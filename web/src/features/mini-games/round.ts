import type { GameId } from '@shared/content/mini-games-schema';
import type { AppEvents } from '@/lib/events';

/**
 * A round of any mini-game: waiting for Start, being played, or over (every item done, or out of
 * time). Each game's own round module adds what it tracks on top of this.
 */
export type Phase = 'ready' | 'playing' | 'over';

export interface Round {
  phase: Phase;
  score: number;
  /** True once every snippet, pair or bug of the round is done. */
  won: boolean;
}

export type GameScored = AppEvents['game.scored'];

/** What every fresh round starts from: waiting for Start, nothing scored. */
export const READY: Round = { phase: 'ready', score: 0, won: false };

/** The round, started (the clock, if any, is the caller's). */
export function started<R extends Round>(round: R): R {
  return round.phase === 'ready' ? { ...round, phase: 'playing' } : round;
}

/** The round, ended by the clock: whatever was not done by now stays undone. */
export function timedOut<R extends Round>(round: R): R {
  return round.phase === 'playing' ? { ...round, phase: 'over', won: false } : round;
}

/** The round, ended with everything done. */
export function completed<R extends Round>(round: R): R {
  return { ...round, phase: 'over', won: true };
}

/**
 * What a move of play tells the rest of the page: the new score when it changed, then, when the
 * move ended the round, the final score once with `finished`. Starting a fresh round (score back
 * to 0) is not a move and tells nothing.
 */
export function scoreEvents(game: GameId, before: Round, after: Round): GameScored[] {
  if (before.phase !== 'playing') return [];
  const events: GameScored[] = [];
  if (after.score !== before.score) {
    events.push({ game, score: after.score, finished: false, won: false });
  }
  if (after.phase === 'over') {
    events.push({ game, score: after.score, finished: true, won: after.won });
  }
  return events;
}
