import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  ENDORSEMENT_BAR_FULL_COUNT,
  type EndorsedSkill,
  type Endorser,
} from '@shared/endorsements';
import { RELATION_LABELS } from '../endorsement-relations';

// Profile links come from visitors: only web addresses become links, never other schemes.
const isWebUrl = (url: string | undefined): url is string =>
  url !== undefined && /^https?:\/\//i.test(url);

function EndorserName({ endorser }: { endorser: Endorser }) {
  return isWebUrl(endorser.profileUrl) ? (
    <Link href={endorser.profileUrl} target="_blank" rel="noopener noreferrer">
      {endorser.name}
    </Link>
  ) : (
    endorser.name
  );
}

/** One skill's endorsements: count, bar, a collapsible list of endorsers and an endorse button. */
export function SkillEndorsementCard({
  entry,
  expanded,
  onToggle,
  onEndorse,
}: {
  entry: EndorsedSkill;
  expanded: boolean;
  onToggle: () => void;
  onEndorse: () => void;
}) {
  const titleId = useId();
  const listId = useId();
  // Count/30 of the full width, capped at 100 %.
  const percent = Math.min(entry.count / ENDORSEMENT_BAR_FULL_COUNT, 1) * 100;
  return (
    <Card
      data-testid="endorsement-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
        >
          <Typography id={titleId} variant="itemTitle" component="h4">
            {entry.skill}
          </Typography>
          <Typography sx={{ whiteSpace: 'nowrap' }}>
            <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {entry.count}
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {entry.count === 1 ? 'endorsement' : 'endorsements'}
            </Box>
          </Typography>
        </Stack>
        {/* The count above says it in words; the bar only draws it. */}
        <Box
          aria-hidden
          sx={{
            mt: 1.5,
            height: 8,
            borderRadius: 4,
            bgcolor: 'action.selected',
            overflow: 'hidden',
          }}
        >
          <Box
            data-testid="endorsement-bar"
            style={{ width: `${percent}%` }}
            sx={{
              height: '100%',
              borderRadius: 'inherit',
              bgcolor: 'primary.main',
              '@media (prefers-reduced-motion: no-preference)': { transition: 'width .6s ease' },
            }}
          />
        </Box>
        <Box id={listId} hidden={!expanded} sx={{ mt: 2 }}>
          {entry.endorsers.length > 0 ? (
            <List dense disablePadding aria-labelledby={titleId}>
              {entry.endorsers.map((endorser, index) => (
                <ListItem key={`${endorser.name}-${index}`} disableGutters>
                  <ListItemText
                    primary={<EndorserName endorser={endorser} />}
                    secondary={[RELATION_LABELS[endorser.relation], endorser.headline]
                      .filter(Boolean)
                      .join(' · ')}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No endorsers listed yet.
            </Typography>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={titleId}
          endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {expanded ? 'Hide endorsers' : 'Show endorsers'}
        </Button>
        <Button size="small" variant="contained" onClick={onEndorse} aria-describedby={titleId}>
          Endorse this skill
        </Button>
      </CardActions>
    </Card>
  );
}
