import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CodeIcon from '@mui/icons-material/Code';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ComponentType } from 'react';
import type { EasterEgg, EasterEggId } from '@shared/content/easter-eggs-schema';
import { PhoneFitDialog } from '@/components/ui/phone-fit-dialog';

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
}: {
  open: boolean;
  onClose: () => void;
  egg: EasterEgg;
  /** Play mini-games (the Game egg only). */
  onPlay: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const EggIcon = EGG_ICONS[egg.id];
  return (
    <PhoneFitDialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <Box sx={{ pt: 4, px: 3, textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: 1.5,
            width: 64,
            height: 64,
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            '& svg': { fontSize: 36 },
          }}
        >
          <EggIcon />
        </Box>
        <Typography variant="overline" component="p" color="text.secondary">
          Secret found
        </Typography>
      </Box>
      <DialogTitle id={titleId} sx={{ pt: 0, textAlign: 'center' }}>
        {egg.label}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ textAlign: 'center' }}>
          {egg.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        {egg.id === 'game' && (
          <Button variant="contained" startIcon={<SportsEsportsIcon />} onClick={onPlay}>
            Play mini-games
          </Button>
        )}
      </DialogActions>
    </PhoneFitDialog>
  );
}
