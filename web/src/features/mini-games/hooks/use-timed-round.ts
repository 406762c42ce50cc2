import type { GameId } from '@shared/content/mini-games-schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publish } from '@/lib/events';
import { scoreEvents, started, timedOut, type Round } from '../round';
import { useCountdown } from './use-countdown';

export interface TimedRound<R extends Round> {
  round: R;
  /** Counts the rounds started (0 before the first), so what depends on a fresh round resets. */
  roundNumber: number;
  /** Applies a move of play, publishes what it changed (`game.scored`), returns the new round. */
  play: (move: (round: R) => R) => R;
  /** Starts a fresh round at once (Start, Play again). */
  start: () => void;
  /** Relaxed mode: no timer, the round lasts until it is done (the player's choice, any time). */
  relaxed: boolean;
  setRelaxed: (relaxed: boolean) => void;
  secondsLeft: number;
}

/**
 * One game's round, the events it publishes and its clock, which ends the round when time is up
 * unless relaxed. Moves are applied to the latest round at the moment they happen (a timer's and
 * a tap's may come in the same frame), and each one publishes exactly once, outside React's
 * rendering.
 */
export function useTimedRound<R extends Round>(
  game: GameId,
  create: () => R,
  limitSeconds: number,
): TimedRound<R> {
  const [round, setRound] = useState(create);
  const [roundNumber, setRoundNumber] = useState(0);
  const [relaxed, setRelaxed] = useState(false);
  const latest = useRef(round);
  const createRef = useRef(create);
  useEffect(() => {
    createRef.current = create;
  });

  const play = useCallback(
    (move: (round: R) => R) => {
      const before = latest.current;
      const after = move(before);
      if (after === before) return before;
      latest.current = after;
      setRound(after);
      for (const event of scoreEvents(game, before, after)) publish('game.scored', event);
      return after;
    },
    [game],
  );

  const start = useCallback(() => {
    const fresh = started(createRef.current());
    latest.current = fresh;
    setRound(fresh);
    setRoundNumber((count) => count + 1);
  }, []);

  const secondsLeft = useCountdown(
    limitSeconds,
    round.phase === 'playing' && !relaxed,
    roundNumber,
    () => play(timedOut),
  );
  return { round, roundNumber, play, start, relaxed, setRelaxed, secondsLeft };
}
