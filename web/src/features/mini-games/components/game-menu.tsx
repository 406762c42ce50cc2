import type { GameId } from '@shared/content/mini-games-schema';
import BugReportIcon from '@mui/icons-material/BugReport';
import ExtensionIcon from '@mui/icons-material/Extension';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { siteContent } from '@/lib/content/site-content';

const { codeRacer, skillMatcher, bugSquasher } = siteContent('mini-games');

interface GameChoiceItem {
  id: GameId;
  content: { title: string; description: string };
  icon: ReactNode;
}

const GAMES: readonly GameChoiceItem[] = [
  { id: 'code-racer', content: codeRacer, icon: <KeyboardIcon /> },
  { id: 'skill-matcher', content: skillMatcher, icon: <ExtensionIcon /> },
  { id: 'bug-squasher', content: bugSquasher, icon: <BugReportIcon /> },
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
  const descriptionId = useId();
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box component="span" sx={{ color: 'primary.main', display: 'flex', pt: 0.5 }} aria-hidden>
        {game.icon}
      </Box>
      <div>
        {/* The title is the button (its name is what it shows); it covers the whole card, so
            the description and icon take the click too. */}
        <Button
          autoFocus={focused}
          aria-describedby={descriptionId}
          onClick={() => onChoose(game.id)}
          sx={{
            position: 'static',
            p: 0,
            minWidth: 0,
            fontSize: '1rem',
            fontWeight: 700,
            textTransform: 'none',
            color: 'text.primary',
            '&:hover': { bgcolor: 'transparent' },
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
          }}
        >
          {game.content.title}
        </Button>
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {game.content.description}
        </Typography>
      </div>
    </Box>
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
