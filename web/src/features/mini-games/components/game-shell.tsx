import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TimedRound } from '../hooks/use-timed-round';
import type { Round } from '../round';

interface GameShellProps<R extends Round> {
  /** The game's title and description, from its content. */
  content: { title: string; description: string };
  game: TimedRound<R>;
  /** What the player reads when the round is over. */
  result: string;
  /** The playfield, shown while the round is played. */
  children: ReactNode;
  /** Controls of the game's own beside the timer switch (e.g. pausing what moves). */
  controls?: ReactNode;
}

/**
 * What every game has around its playfield: title, score (announced as it changes), the clock
 * and its Relaxed switch, Start, the result and Play again. Focus goes to Start when the game
 * opens and to Play again when a round ends (the playfield it was in is gone); each shows only
 * then, so `autoFocus` does it. The playfield, mounted afresh each round, focuses its own first
 * control the same way.
 */
export function GameShell<R extends Round>({
  content,
  game,
  result,
  children,
  controls,
}: GameShellProps<R>) {
  const { round, start, relaxed, setRelaxed, secondsLeft } = game;
  const over = round.phase === 'over';

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h6" component="h3">
          {content.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {content.description}
        </Typography>
      </div>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography role="status" aria-atomic="true" sx={{ fontWeight: 700 }}>
          Score: {round.score}
        </Typography>
        <Typography role="timer" color="text.secondary">
          {relaxed ? 'No time limit' : `Time left: ${secondsLeft} s`}
        </Typography>
      </Stack>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <FormControlLabel
          control={
            <Switch checked={relaxed} onChange={(event) => setRelaxed(event.target.checked)} />
          }
          label="Relaxed mode (no timer)"
        />
        {controls}
      </Stack>
      {round.phase === 'ready' && (
        <Button autoFocus variant="contained" size="large" onClick={start}>
          Start
        </Button>
      )}
      {round.phase === 'playing' && children}
      <Box role="status" aria-atomic="true">
        {over && <Typography sx={{ fontWeight: 600 }}>{result}</Typography>}
      </Box>
      {over && (
        <Button autoFocus variant="contained" size="large" onClick={start}>
          Play again
        </Button>
      )}
    </Stack>
  );
}
