import type { GameId } from '@shared/content/mini-games-schema';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState, type ComponentType } from 'react';
import type { DialogProps } from '@/components/ui/dialog-props';
import { PhoneFitDialog } from '@/components/ui/phone-fit-dialog';
import { BugSquasher } from './bug-squasher';
import { CodeRacer } from './code-racer';
import { GameMenu } from './game-menu';
import { SkillMatcher } from './skill-matcher';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';

const PLAYFIELDS: Record<GameId, ComponentType> = {
  'code-racer': CodeRacer,
  'skill-matcher': SkillMatcher,
  'bug-squasher': BugSquasher,
};

/** The menu, or one game with a way back to the menu. */
function MiniGames({ initialGame }: { initialGame?: GameId }) {
  const [game, setGame] = useState<GameId | undefined>(initialGame);
  const [left, setLeft] = useState<GameId>();
  if (!game) return <GameMenu focusOn={left} onChoose={setGame} />;
  const Playfield = PLAYFIELDS[game];
  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      <Button
        startIcon={<ArrowBackIcon />}
        onClick={() => {
          setLeft(game);
          setGame(undefined);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to games
      </Button>
      <Playfield />
    </Stack>
  );
}

export interface MiniGamesDialogProps extends DialogProps {
  /** Open straight on this game instead of the menu. */
  game?: GameId;
  /** Changes with each request to open: the games start afresh each time. */
  requestNumber: number;
}

/**
 * The mini-games modal. What is inside lives only while it is open (MUI unmounts a closed
 * dialog's content once it has faded out), so closing it ends any round and starts the next
 * visit at the menu.
 */
export function MiniGamesDialog({ open, onClose, game, requestNumber }: MiniGamesDialogProps) {
  const titleId = useId();
  return (
    <PhoneFitDialog open={open} onClose={onClose} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Mini Games
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      {/* The close button sits between title and content, so MUI's title-then-content spacing
          is set here. */}
      <DialogContent sx={{ pt: 0 }}>
        <MiniGames key={requestNumber} initialGame={game} />
      </DialogContent>
    </PhoneFitDialog>
  );
}
