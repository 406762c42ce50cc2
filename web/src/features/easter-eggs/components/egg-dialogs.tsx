import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CodeIcon from '@mui/icons-material/Code';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { EasterEgg, EasterEggId } from '@shared/content/easter-eggs-schema';
import type { DialogProps } from '@/components/ui/dialog-props';
import { IconDisc } from '@/components/ui/icon-disc';
import { MessageDialog } from '@/components/ui/message-dialog';
import { paths } from '@/config/paths';

const EGG_ICONS: Record<EasterEggId, ComponentType> = {
  game: SportsEsportsIcon,
  code: CodeIcon,
  ai: AutoAwesomeIcon,
};

/**
 * What a signed-in visitor sees on finding an egg: its name and message and, for the Game egg, the
 * way into the mini-games.
 */
export function SecretOverlay({
  open,
  onClose,
  egg,
  onPlay,
}: DialogProps & {
  egg: EasterEgg;
  /** Play mini-games (the Game egg only). */
  onPlay: () => void;
}) {
  const EggIcon = EGG_ICONS[egg.id];
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      heading={
        <Box sx={{ pt: 4, px: 3, textAlign: 'center' }}>
          <IconDisc size={64} sx={{ mx: 'auto', mb: 1.5, '& svg': { fontSize: 36 } }}>
            <EggIcon />
          </IconDisc>
          <Typography variant="overline" component="p" color="text.secondary">
            Secret found
          </Typography>
        </Box>
      }
      title={egg.label}
      text={egg.message}
      centred
      actions={
        <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
          <Button onClick={onClose}>Close</Button>
          {egg.id === 'game' && (
            <Button variant="contained" startIcon={<SportsEsportsIcon />} onClick={onPlay}>
              Play mini-games
            </Button>
          )}
        </DialogActions>
      }
    />
  );
}

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
