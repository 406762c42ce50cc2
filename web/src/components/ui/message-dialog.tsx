import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import type { DialogProps } from './dialog-props';
import { PhoneFitDialog } from './phone-fit-dialog';

/**
 * A small dialog that tells one thing: its title (what names it), one paragraph (what describes
 * it) and then `actions`, the caller's `DialogActions`. A `heading` above the title (an icon and
 * a kicker) sits close to it; `centred` lines the title and paragraph up under such a heading.
 * `textIn` 'div' holds text that is not one paragraph.
 */
export function MessageDialog({
  open,
  onClose,
  heading,
  title,
  text,
  centred = false,
  textIn = 'p',
  actions,
}: DialogProps & {
  heading?: ReactNode;
  title: ReactNode;
  text: ReactNode;
  centred?: boolean;
  textIn?: 'p' | 'div';
  actions: ReactNode;
}) {
  const titleId = useId();
  const textId = useId();
  const align = centred ? ({ textAlign: 'center' } as const) : undefined;
  return (
    <PhoneFitDialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      {heading}
      <DialogTitle id={titleId} sx={heading ? { pt: 0, ...align } : align}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component={textIn} sx={align}>
          {text}
        </DialogContentText>
      </DialogContent>
      {actions}
    </PhoneFitDialog>
  );
}
