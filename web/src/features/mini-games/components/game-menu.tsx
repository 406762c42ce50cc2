import { defaultContent } from '@shared/content/defaults';
import type { GameId } from '@shared/content/mini-games-schema';
import BugReportIcon from '@mui/icons-material/BugReport';
import ExtensionIcon from '@mui/icons-material/Extension';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';

const { codeRacer, skillMatcher, bugSquasher } = defaultContent['mini-games'];

interface GameChoiceItem {
  id: GameId;
  title: string;
  description: string;
  icon: ReactNode;
}

const GAMES: readonly GameChoiceItem[] = [
  {
    id: 'code-racer',
    title: codeRacer.title,
    description: codeRacer.description,
    icon: <KeyboardIcon />,
  },
  {
    id: 'skill-matcher',
    title: skillMatcher.title,
    description: skillMatcher.description,
    icon: <ExtensionIcon />,
  },
  {
    id: 'bug-squasher',
    title: bugSquasher.title,
    description: bugSquasher.description,
    icon: <BugReportIcon />,
  },
];

function GameChoice({
  game,
  focused,
  onChoose,
}: {
  game: GameChoiceItem;
  focused: boolean;
  onChoose: (id: GameId) => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  return (
    <li>
      <Button
        ref={button}
        variant="outlined"
        color="inherit"
        fullWidth
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClick={() => onChoose(game.id)}
        sx={{
          justifyContent: 'flex-start',
          textAlign: 'left',
          textTransform: 'none',
          gap: 2,
          p: 2,
          borderColor: 'divider',
        }}
      >
        <Box component="span" sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {game.icon}
        </Box>
        <span>
          <Typography id={titleId} component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {game.title}
          </Typography>
          <Typography
            id={descriptionId}
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {game.description}
          </Typography>
        </span>
      </Button>
    </li>
  );
}

/** The games to choose from; `focusOn` is the one the player came back from (its button takes focus). */
export function GameMenu({
  focusOn,
  onChoose,
}: {
  focusOn?: GameId;
  onChoose: (id: GameId) => void;
}) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Games" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {GAMES.map((game) => (
        <GameChoice key={game.id} game={game} focused={game.id === focusOn} onChoose={onChoose} />
      ))}
    </Stack>
  );
}
