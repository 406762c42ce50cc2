import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { IconDisc } from '@/components/ui/icon-disc';
import type { AchievementCard } from '../achievements-api';
import { ACHIEVEMENT_ICONS } from './achievement-icons';
import { CATEGORY_LABELS } from './category-chips';
import { formatInstant, SHOWN } from '@/lib/visitor-time';

/**
 * What a click on a card does: a signed-in visitor unlocks a locked one (the demo), a signed-out
 * one only highlights it, and otherwise the card is there to be read.
 */
export type CardAction = 'unlock' | 'highlight' | 'read';

export function unlockedOn(date: string | undefined): string {
  const day = date ? new Date(date) : undefined;
  if (!day || Number.isNaN(day.getTime())) return 'Unlocked';
  return `Unlocked ${formatInstant(day, SHOWN.shortDay)}`;
}

// A button centres its content: the card's starts at the top, its state line at the bottom.
const ACTION_AREA = { height: '100%', display: 'flex', alignItems: 'stretch' } as const;

function statusOf(card: AchievementCard, action: CardAction): string {
  if (card.unlocked) return unlockedOn(card.date);
  return action === 'unlock' ? 'Click to unlock for demo' : 'Locked';
}

/** One achievement: its icon, title, points, what it says (or how to earn it), category and state. */
export function AchievementCardView({
  card,
  action,
  highlighted = false,
  onActivate,
}: {
  card: AchievementCard;
  action: CardAction;
  highlighted?: boolean;
  onActivate: () => void;
}) {
  const titleId = useId();
  const detailsId = useId();
  const Icon = ACHIEVEMENT_ICONS[card.icon];
  const StateIcon = card.unlocked ? CheckCircleIcon : LockIcon;

  // Spans only: inside a button, the content must be phrasing content. A button is named by all
  // it shows, title first (what is seen is what voice control users say).
  const content = (
    <Box
      component="span"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, p: 2, width: '100%' }}
    >
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <IconDisc inline muted={!card.unlocked}>
          <Icon />
        </IconDisc>
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            component="span"
            variant="subtitle1"
            sx={{ display: 'block', fontWeight: 700, lineHeight: 1.3 }}
          >
            {card.title}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {card.points} pts · {CATEGORY_LABELS[card.category]}
          </Typography>
        </Box>
      </Box>
      <Box
        component="span"
        id={detailsId}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}
      >
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {card.unlocked ? card.description : card.howToEarn}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{
            mt: 'auto',
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            fontWeight: 600,
            color: card.unlocked
              ? 'success.main'
              : action === 'unlock'
                ? 'primary.main'
                : 'text.secondary',
          }}
        >
          <StateIcon aria-hidden sx={{ fontSize: 18 }} />
          {statusOf(card, action)}
        </Typography>
      </Box>
    </Box>
  );

  const clickable = action === 'highlight' || (action === 'unlock' && !card.unlocked);
  const body = clickable ? (
    <CardActionArea
      aria-pressed={action === 'highlight' ? highlighted : undefined}
      onClick={onActivate}
      sx={ACTION_AREA}
    >
      {content}
    </CardActionArea>
  ) : (
    // Nothing to do with it, but a keyboard reaches it like every other card.
    <Box
      component="article"
      tabIndex={0}
      aria-labelledby={titleId}
      aria-describedby={detailsId}
      sx={(theme) => ({
        height: '100%',
        '&:focus-visible': {
          outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: -2,
        },
      })}
    >
      {content}
    </Box>
  );

  return (
    <Card
      component="li"
      variant="outlined"
      data-unlocked={card.unlocked}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        '& > *': { flex: 1, alignSelf: 'stretch' },
        borderColor: card.unlocked ? 'primary.main' : 'divider',
        ...(highlighted && {
          outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: 1,
          boxShadow: 6,
        }),
      })}
    >
      {body}
    </Card>
  );
}
