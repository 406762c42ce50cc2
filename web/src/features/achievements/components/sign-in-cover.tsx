import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Over the overlay's content while a signed-out visitor looks: unlocking needs an account. 'Maybe
 * Later' lifts it, and the cards can then be looked at (a click only highlights one).
 */
export function SignInCover({
  onSignIn,
  onLater,
}: {
  /** Called as the visitor follows the link to the sign-in page (the overlay closes). */
  onSignIn: () => void;
  onLater: () => void;
}) {
  const titleId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={(theme) => ({
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'grid',
        placeItems: 'center',
        p: 2,
        backgroundColor: theme.vars
          ? `rgba(${theme.vars.palette.background.paperChannel} / 0.8)`
          : alpha(theme.palette.background.paper, 0.8),
        backdropFilter: 'blur(4px)',
      })}
    >
      <Paper elevation={6} sx={{ p: 3, maxWidth: 420, textAlign: 'center' }}>
        <LockIcon aria-hidden color="primary" sx={{ fontSize: 40 }} />
        <Typography id={titleId} component="h3" variant="h6" sx={{ mt: 1, fontWeight: 700 }}>
          Create an Account to Track Achievements
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Achievements are kept with your account, so they follow you to every device. Sign in to
          start unlocking them.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button
            component={RouterLink}
            to={paths.auth}
            variant="contained"
            fullWidth
            autoFocus
            onClick={onSignIn}
          >
            Sign In / Create Account
          </Button>
          <Button variant="outlined" fullWidth onClick={onLater}>
            Maybe Later
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
