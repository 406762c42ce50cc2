import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { Link as RouterLink } from 'react-router-dom';
import type { DialogProps } from '@/components/ui/dialog-props';
import { MessageDialog } from '@/components/ui/message-dialog';
import { paths } from '@/config/paths';

/** What a signed-out visitor sees on finding an egg: found secrets count only with an account. */
export function SignInPrompt({ open, onClose }: DialogProps) {
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      title="Create an Account to Track Achievements"
      text="You found a secret! Sign in or create a free account to keep what you find as achievements, on every device."
      actions={
        // On a phone the two stack, full width, the way forward on top.
        <DialogActions
          disableSpacing
          sx={{
            px: 3,
            pb: 2,
            gap: 1,
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
          }}
        >
          <Button onClick={onClose}>Maybe Later</Button>
          <Button variant="contained" component={RouterLink} to={paths.auth} onClick={onClose}>
            Sign In / Create Account
          </Button>
        </DialogActions>
      }
    />
  );
}
