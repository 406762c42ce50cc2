import type { GameId } from '@shared/content/mini-games-schema';
import { useState } from 'react';
import { useAppEvent } from '@/lib/events';
import { part } from '@/lib/start/part';

// Drawn with MUI, and most visits never play: the modal's code loads on the first request.
const MiniGamesDialog = part(async () => (await import('./mini-games-dialog')).MiniGamesDialog, {
  when: 'first-use',
  mui: true,
});

/**
 * Opens the mini-games modal whenever someone publishes `games.requested` (on the game it names,
 * if any). The app layer mounts it once, after the page has loaded; a request made before that
 * is heard on mount (replayed).
 */
export function MiniGamesHost() {
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<{ game?: GameId; number: number }>({ number: 0 });
  useAppEvent(
    'games.requested',
    ({ game }) => {
      setRequest((previous) => ({ game, number: previous.number + 1 }));
      setOpen(true);
    },
    { replay: true },
  );
  return (
    <MiniGamesDialog
      open={open}
      onClose={() => setOpen(false)}
      game={request.game}
      requestNumber={request.number}
    />
  );
}
