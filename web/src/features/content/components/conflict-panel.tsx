import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Merged } from '../form/merge';
import { withValueAt } from '../form/values';

/** A value as one line of text: what a field said, or that it was not there. */
export function shown(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return value === '' ? '(empty)' : `“${value}”`;
  return JSON.stringify(value);
}

/**
 * A publish refused because someone else published first: what they changed. Changes to fields
 * this draft left alone are already merged in; for each field both changed, the editor keeps
 * theirs or mine. Nothing is published until the editor publishes the merge.
 */
export function ConflictPanel({
  message,
  currentVersion,
  merged,
  onMerged,
}: {
  message: string;
  currentVersion: number;
  merged: Merged;
  onMerged: (content: unknown) => void;
}) {
  const [choices, setChoices] = useState<('mine' | 'theirs')[]>(() =>
    merged.clashes.map(() => 'mine'),
  );
  const apply = () =>
    onMerged(
      merged.clashes.reduce<unknown>(
        (draft, clash, index) =>
          choices[index] === 'theirs' ? withValueAt(draft, clash.path, clash.change.after) : draft,
        merged.draft,
      ),
    );
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Stack spacing={1.5}>
        <Typography>{message}</Typography>
        {merged.taken.length > 0 && (
          <div>
            <Typography variant="subtitle2" component="h3">
              Their changes in version {currentVersion}, taken into your draft
            </Typography>
            <ul>
              {merged.taken.map((change) => (
                <li key={change.path}>
                  <code>{change.path}</code>: {shown(change.before)} → {shown(change.after)}
                </li>
              ))}
            </ul>
          </div>
        )}
        {merged.clashes.length > 0 && (
          <div>
            <Typography variant="subtitle2" component="h3">
              Fields you both changed: choose which to keep
            </Typography>
            {merged.clashes.map((clash, index) => (
              <RadioGroup
                key={clash.change.path}
                aria-label={`Keep which ${clash.change.path}`}
                value={choices[index]}
                onChange={(event) =>
                  setChoices((all) =>
                    all.map((choice, at) =>
                      at === index ? (event.target.value === 'theirs' ? 'theirs' : 'mine') : choice,
                    ),
                  )
                }
              >
                <Typography variant="body2" sx={{ mt: 1 }}>
                  <code>{clash.change.path}</code> (was {shown(clash.change.before)})
                </Typography>
                <FormControlLabel
                  value="mine"
                  control={<Radio size="small" />}
                  label={`Mine: ${shown(clash.mine)}`}
                />
                <FormControlLabel
                  value="theirs"
                  control={<Radio size="small" />}
                  label={`Theirs: ${shown(clash.change.after)}`}
                />
              </RadioGroup>
            ))}
          </div>
        )}
        <Button variant="contained" color="warning" onClick={apply} sx={{ alignSelf: 'start' }}>
          Use this merge
        </Button>
      </Stack>
    </Alert>
  );
}
