import BugReportIcon from '@mui/icons-material/BugReport';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/lib/media-query';
import { BOARD, newBugSquasherRound, scuttle, squash, type Bug } from '../bug-squasher-round';
import { useTimedRound } from '../hooks/use-timed-round';
import { GameShell } from './game-shell';
import { siteContent } from '@/lib/content/site-content';

const content = siteContent('mini-games').bugSquasher;

/** How often the bugs scuttle to new cells while they move. */
export const SCUTTLE_EVERY_MS = 1500;

/**
 * A bug's place on the board, centred on its cell (in percent of the board). Inline: it changes
 * every few moments, and each place would be a class of its own.
 */
function position(bug: Bug) {
  const column = bug.cell % BOARD.columns;
  const row = Math.floor(bug.cell / BOARD.columns);
  return {
    position: 'absolute',
    transform: 'translate(-50%, -50%)',
    left: `${((column + 0.5) / BOARD.columns) * 100}%`,
    top: `${((row + 0.5) / BOARD.rows) * 100}%`,
  } as const;
}

/**
 * Bug Squasher: squash each bug (click, tap, Enter or Space). The bugs scuttle about while a round
 * is played, with a control to pause them; with reduced motion they keep still.
 */
export function BugSquasher() {
  const game = useTimedRound(
    'bug-squasher',
    () => newBugSquasherRound(content),
    content.timeLimitSeconds,
  );
  const { round, play } = game;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [paused, setPaused] = useState(false);
  const board = useRef<HTMLDivElement>(null);

  const moving = round.phase === 'playing' && !paused && !reducedMotion;
  useEffect(() => {
    if (!moving) return undefined;
    const timer = window.setInterval(() => play((latest) => scuttle(latest)), SCUTTLE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [moving, play]);

  const whack = (id: number): void => {
    const after = play((latest) => squash(latest, id));
    if (after.phase !== 'playing') return;
    // The squashed bug leaves the board: the keys go on to the next bug still crawling.
    const next =
      after.bugs.find((bug) => !bug.squashed && bug.id > id) ??
      after.bugs.find((bug) => !bug.squashed);
    if (next) board.current?.querySelector<HTMLElement>(`[data-bug="${next.id}"]`)?.focus();
  };

  const squashed = round.bugs.filter((bug) => bug.squashed).length;
  const total = round.bugs.length;
  const result = round.won
    ? `All ${total} bugs squashed! Final score: ${round.score}.`
    : `Time's up! You squashed ${squashed} of ${total} bugs for ${round.score} points.`;

  // WCAG 2.2.2: what moves for longer than five seconds can be paused.
  const pauseControl =
    reducedMotion || round.phase === 'over' ? null : (
      <Button
        variant={paused ? 'contained' : 'outlined'}
        size="small"
        aria-pressed={paused}
        startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}
        onClick={() => setPaused((value) => !value)}
      >
        Pause bugs
      </Button>
    );

  return (
    <GameShell content={content} game={game} result={result} controls={pauseControl}>
      <Typography variant="body2" color="text.secondary">
        {squashed} of {total} bugs squashed
        {reducedMotion ? '' : paused ? ' · bugs paused' : ' · bugs on the move'}
      </Typography>
      <Box
        ref={board}
        role="group"
        aria-label="Bug board"
        sx={{
          position: 'relative',
          aspectRatio: { xs: '4 / 3', sm: '2 / 1' },
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        {round.bugs.map((bug, index) =>
          bug.squashed ? (
            <Box
              key={bug.id}
              aria-hidden
              style={position(bug)}
              sx={{ color: 'text.disabled', fontSize: 28, lineHeight: 1 }}
            >
              ✕
            </Box>
          ) : (
            <IconButton
              key={bug.id}
              // Mounted as the round starts: play goes on from the keys.
              autoFocus={index === 0}
              data-bug={bug.id}
              aria-label={`Bug ${bug.id}`}
              onClick={() => whack(bug.id)}
              style={position(bug)}
              sx={{
                width: 52,
                height: 52,
                color: 'error.main',
                bgcolor: 'background.paper',
                boxShadow: 2,
                '&:hover': { bgcolor: 'background.paper' },
                '&.Mui-focusVisible': {
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
                '@media (prefers-reduced-motion: no-preference)': {
                  transition: 'left 0.4s ease-out, top 0.4s ease-out',
                },
              }}
            >
              <BugReportIcon fontSize="large" />
            </IconButton>
          ),
        )}
      </Box>
    </GameShell>
  );
}
