import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PhoneFitDialog } from '@/components/ui/phone-fit-dialog';
import { paths } from '@/config/paths';

/** What a signed-out visitor sees on finding an egg: found secrets count only with an account. */
export function SignInPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <PhoneFitDialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Create an Account to Track Achievements</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          You found a secret! Sign in or create a free account to keep what you find as
          achievements, on every device.
        </DialogContentText>
      </DialogContent>
      {/* On a phone the two stack, full width, the way forward on top. */}
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
    </PhoneFitDialog>
  );
}
