import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of `limitSeconds`, ticking while `running`; calls `onTimeUp` once they reach 0.
 * Back to the full time whenever `roundNumber` changes (a fresh round). Stopping (relaxed mode,
 * the round over) keeps the time left; running again goes on from there.
 */
export function useCountdown(
  limitSeconds: number,
  running: boolean,
  roundNumber: number,
  onTimeUp: () => void,
): number {
  const [left, setLeft] = useState(limitSeconds);
  const [countedRound, setCountedRound] = useState(roundNumber);
  if (countedRound !== roundNumber) {
    setCountedRound(roundNumber);
    setLeft(limitSeconds);
  }
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  });

  const ticking = running && left > 0;
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = window.setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [ticking, roundNumber]);

  useEffect(() => {
    if (running && left === 0) timeUp.current();
  }, [running, left]);

  return left;
}
