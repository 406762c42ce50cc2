import { useState } from 'react';
import type { AchievementsState } from '../achievements-api';

function unlockedIds(state: AchievementsState): ReadonlySet<string> {
  return new Set(state.cards.filter((card) => card.unlocked).map((card) => card.id));
}

/**
 * What the overlay's own live region says: each achievement that becomes unlocked while it is
 * mounted (a demo click, a random one, the follow-up 1.5 s later). While the overlay is open the
 * rest of the page is hidden from assistive tech, toasts included, so it says it itself. Cards that
 * arrive unlocked with the session (a sign-in, another device's) were not just unlocked: silent.
 */
export function useUnlockAnnouncement(state: AchievementsState): {
  message: string;
  say: (message: string) => void;
} {
  const [known, setKnown] = useState(() => ({ status: state.status, ids: unlockedIds(state) }));
  const [message, setMessage] = useState('');
  const ids = unlockedIds(state);
  const fresh = state.cards.filter((card) => card.unlocked && !known.ids.has(card.id));
  if (known.status !== state.status || fresh.length > 0) {
    setKnown({ status: state.status, ids });
    if (known.status === 'signed-in' && state.status === 'signed-in' && fresh.length > 0) {
      setMessage(
        fresh.map((card) => `Achievement Unlocked! ${card.title}, +${card.points} pts.`).join(' '),
      );
    }
  }
  return { message, say: setMessage };
}
