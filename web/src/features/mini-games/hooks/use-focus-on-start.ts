import { useEffect, type RefObject } from 'react';

/** Moves focus into the game (`target`) each time a round starts, so play goes on from the keys. */
export function useFocusOnStart(roundNumber: number, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (roundNumber > 0) target.current?.focus();
  }, [roundNumber, target]);
}
