import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import type { AchievementId } from '@shared/content/achievements-schema';
import type { DialogProps } from '@/components/ui/dialog-props';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { publish } from '@/lib/events';
import type { AchievementsState } from '../achievements-api';
import { AchievementCardView, type CardAction } from './achievement-card';
import { CategoryChips, type CategoryFilter } from './category-chips';
import { OverlaySettings } from './overlay-settings';
import { OverlaySummary } from './overlay-summary';
import { SignInCover } from './sign-in-cover';
import { useUnlockAnnouncement } from './use-unlock-announcement';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { BareList } from '@/components/ui/bare-list';

export interface AchievementsOverlayProps extends DialogProps {
  state: AchievementsState;
  /** The demo unlock of one locked card (signed in). */
  onUnlock: (id: AchievementId) => unknown;
  /** Unlocks a random locked one; undefined when none is left. */
  onUnlockRandom: () => Promise<AchievementId | undefined>;
}

/**
 * The achievements: counters and progress, the cards by category, and for a signed-in visitor a
 * demo unlock (a card's click, or a random one). Signed out, a cover asks them to sign in first.
 */
export function AchievementsOverlay({
  open,
  onClose,
  state,
  onUnlock,
  onUnlockRandom,
}: AchievementsOverlayProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const [highlighted, setHighlighted] = useState<AchievementId>();
  const [coverLifted, setCoverLifted] = useState(false);
  const [randomBusy, setRandomBusy] = useState(false);
  const firstChip = useRef<HTMLDivElement>(null);

  // Each opening by a signed-out visitor starts with the cover again.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCoverLifted(false);
      setHighlighted(undefined);
    }
  }

  const announcement = useUnlockAnnouncement(state);
  const signedIn = state.status === 'signed-in';
  const covered = state.status === 'signed-out' && !coverLifted;
  const action: CardAction = signedIn
    ? 'unlock'
    : state.status === 'signed-out'
      ? 'highlight'
      : 'read';
  const cards = state.cards.filter((card) => filter === 'all' || card.category === filter);
  const allUnlocked = state.total > 0 && state.unlockedCount >= state.total;

  const unlockRandom = async (): Promise<void> => {
    setRandomBusy(true);
    try {
      const id = await onUnlockRandom();
      if (!id) announcement.say('Every achievement is already unlocked.');
    } finally {
      setRandomBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 7 }}>
        <EmojiEventsIcon aria-hidden color="primary" />
        Achievements
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent
        dividers
        sx={{ position: 'relative', ...(covered && { overflow: 'hidden', minHeight: 360 }) }}
      >
        {covered && (
          <SignInCover
            onSignIn={onClose}
            onLater={() => {
              setCoverLifted(true);
              // The cover's buttons leave with it: the keyboard carries on at the filters.
              requestAnimationFrame(() => firstChip.current?.focus());
            }}
          />
        )}
        <Stack spacing={3} inert={covered}>
          <OverlaySummary state={state} />
          {state.status === 'signed-out' && (
            <Typography variant="body2" color="text.secondary">
              Sign in to unlock achievements. Until then, a click on a card only highlights it.
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {signedIn && (
              <Button
                variant="contained"
                startIcon={<EmojiEventsIcon />}
                disabled={randomBusy || allUnlocked}
                onClick={() => void unlockRandom()}
              >
                Unlock Random Achievement
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<SportsEsportsIcon />}
              onClick={() => {
                // One dialog at a time: the games take the overlay's place.
                onClose();
                publish('games.requested', {});
              }}
            >
              Play mini-games
            </Button>
          </Stack>
          <CategoryChips value={filter} onChange={setFilter} firstChipRef={firstChip} />
          <BareList aria-label="Achievements" columns="responsive" gap={2}>
            {cards.map((card) => (
              <AchievementCardView
                key={card.id}
                card={card}
                action={action}
                highlighted={highlighted === card.id}
                onActivate={() => {
                  if (action === 'unlock') void onUnlock(card.id);
                  else if (action === 'highlight')
                    setHighlighted((current) => (current === card.id ? undefined : card.id));
                }}
              />
            ))}
          </BareList>
          <OverlaySettings />
        </Stack>
        <Box role="status" sx={visuallyHidden}>
          {announcement.message}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
