import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import type { ColourInput } from '../hooks/use-colour-input';

/** A native colour picker and a hex text field for one colour, kept in sync. */
export function ColourField({ label, input }: { label: string; input: ColourInput }) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        id={`${id}-picker`}
        aria-label={`${label} picker`}
        value={input.colour.hex}
        onChange={(event) => input.setText(event.target.value)}
        sx={{
          flexShrink: 0,
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      />
      <TextField
        id={`${id}-hex`}
        label={`${label} (hex)`}
        value={input.text}
        onChange={(event) => input.setText(event.target.value)}
        onBlur={input.normalise}
        error={input.invalid}
        helperText={
          input.invalid
            ? 'Enter a hex colour such as #2563eb or #fff. Results keep the last valid colour.'
            : 'Type a hex value or use the picker.'
        }
        fullWidth
        slotProps={{
          htmlInput: {
            spellCheck: false,
            autoCapitalize: 'off',
            autoComplete: 'off',
            sx: { fontFamily: 'monospace' },
          },
        }}
      />
    </Box>
  );
}
