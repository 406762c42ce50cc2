import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { currentSnippet, newCodeRacerRound, typeCode } from '../code-racer-round';
import { useTimedRound } from '../hooks/use-timed-round';
import { GameShell } from './game-shell';
import { siteContent } from '@/lib/content/site-content';

const content = siteContent('mini-games').codeRacer;
const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Code Racer: type each snippet shown, exactly; the field clears for the next one. */
export function CodeRacer() {
  const game = useTimedRound(
    'code-racer',
    () => newCodeRacerRound(content),
    content.timeLimitSeconds,
  );
  const { round, roundNumber, play } = game;
  const [typed, setTyped] = useState('');
  const [typedRound, setTypedRound] = useState(roundNumber);
  if (typedRound !== roundNumber) {
    setTypedRound(roundNumber);
    setTyped('');
  }
  const snippetId = useId();
  const fieldId = useId();
  const snippet = currentSnippet(round) ?? '';
  const offTrack = !snippet.startsWith(typed);

  const onChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const text = event.target.value;
    if (text === snippet) {
      play((latest) => typeCode(latest, text));
      setTyped('');
    } else {
      setTyped(text);
    }
  };

  const total = round.snippets.length;
  const result = round.won
    ? `You typed all ${total} snippets! Final score: ${round.score}.`
    : `Time's up! You typed ${round.index} of ${total} snippets for ${round.score} points.`;

  return (
    <GameShell content={content} game={game} result={result}>
      <div>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          Snippet {round.index + 1} of {total}: type this line exactly
        </Typography>
        <Box
          component="pre"
          id={snippetId}
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: MONOSPACE,
            fontSize: '0.95rem',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          <code>{snippet}</code>
        </Box>
      </div>
      <TextField
        id={fieldId}
        label="Type the code"
        value={typed}
        onChange={onChange}
        // Mounted as the round starts: play goes on from the keys.
        autoFocus
        fullWidth
        autoComplete="off"
        error={offTrack}
        helperText={offTrack ? 'Not quite: check what you typed against the line above.' : ' '}
        slotProps={{
          htmlInput: {
            // The line to type first, then the field's own hint (MUI's helper text id).
            'aria-describedby': `${snippetId} ${fieldId}-helper-text`,
            autoCapitalize: 'off',
            autoCorrect: 'off',
            spellCheck: false,
            style: { fontFamily: MONOSPACE },
          },
        }}
      />
    </GameShell>
  );
}
