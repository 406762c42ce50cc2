import Dialog, { type DialogProps } from '@mui/material/Dialog';

// Narrower side margins on phones give the content room to breathe at 390 px.
const NARROW_SCREEN_PAPER = {
  mx: { xs: 2, sm: 4 },
  width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
};

/** A dialog as wide as it may be up to `maxWidth` (xs unless said), with narrow margins on a phone. */
export function PhoneFitDialog({ maxWidth = 'xs', slotProps, ...props }: DialogProps) {
  return (
    <Dialog
      fullWidth
      maxWidth={maxWidth}
      {...props}
      slotProps={{ ...slotProps, paper: { sx: NARROW_SCREEN_PAPER } }}
    />
  );
}
