import type { GameId } from '@shared/content/mini-games-schema';
import { useState } from 'react';
import { timedOut, type Round } from '../round';
import { useCountdown } from './use-countdown';
import { useGameRound, type GameRound } from './use-game-round';

export interface TimedRound<R extends Round> extends GameRound<R> {
  /** Relaxed mode: no timer, the round lasts until it is done (the player's choice, any time). */
  relaxed: boolean;
  setRelaxed: (relaxed: boolean) => void;
  secondsLeft: number;
}

/** A game's round with its clock: it ends the round when time is up, unless relaxed. */
export function useTimedRound<R extends Round>(
  game: GameId,
  create: () => R,
  limitSeconds: number,
): TimedRound<R> {
  const gameRound = useGameRound(game, create);
  const { round, roundNumber, play } = gameRound;
  const [relaxed, setRelaxed] = useState(false);
  const secondsLeft = useCountdown(
    limitSeconds,
    round.phase === 'playing' && !relaxed,
    roundNumber,
    () => play(timedOut),
  );
  return { ...gameRound, relaxed, setRelaxed, secondsLeft };
}
