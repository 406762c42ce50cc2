import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useTimedRound } from '../hooks/use-timed-round';
import {
  isProjectMatched,
  isSkillMatched,
  newSkillMatcherRound,
  pick,
  type MatchCard,
  type PickOutcome,
} from '../skill-matcher-round';
import { GameShell } from './game-shell';
import { siteContent } from '@/lib/content/site-content';

const content = siteContent('mini-games').skillMatcher;
const names = {
  skills: siteContent('skills').technicalSkills,
  projects: siteContent('projects').projects,
};

type Kind = 'skill' | 'project';

/** What the last pair picked said, in words (colour and icon only repeat it). */
function outcomeText(outcome: PickOutcome, held: Kind | undefined): string {
  if (outcome.matched) return `Matched: ${outcome.skill.label} goes with ${outcome.project.label}.`;
  const retry = held === 'project' ? 'Try another skill.' : 'Try another project.';
  return `Not a match: ${outcome.skill.label} does not go with ${outcome.project.label}. ${retry}`;
}

/** Skill Matcher: pick a skill, then the project that shows it (or a project, then its skill). */
export function SkillMatcher() {
  const game = useTimedRound(
    'skill-matcher',
    () => newSkillMatcherRound(content, names),
    content.timeLimitSeconds,
  );
  const { round, play } = game;
  const board = useRef<HTMLDivElement>(null);
  const skillsHeading = useId();
  const projectsHeading = useId();

  const choose = (kind: Kind, id: string): void => {
    const after = play((latest) => pick(latest, kind, id));
    // A pair matched leaves its two cards done: play goes on from the first skill still open.
    if (after.matched.length > round.matched.length && after.phase === 'playing') {
      const next = after.skills.find((skill) => !isSkillMatched(after, skill.id));
      if (next)
        board.current?.querySelector<HTMLElement>(`[data-card="skill:${next.id}"]`)?.focus();
    }
  };

  const card = (kind: Kind, item: MatchCard, index: number) => {
    const done =
      kind === 'skill' ? isSkillMatched(round, item.id) : isProjectMatched(round, item.id);
    const held = round.selected?.kind === kind && round.selected.id === item.id;
    return (
      <li key={item.id}>
        <Button
          // Mounted as the round starts: play goes on from the keys.
          autoFocus={kind === 'skill' && index === 0}
          data-card={`${kind}:${item.id}`}
          variant={held ? 'contained' : 'outlined'}
          color={done ? 'success' : 'primary'}
          disabled={done}
          aria-pressed={done ? undefined : held}
          startIcon={done ? <CheckCircleIcon /> : held ? <RadioButtonCheckedIcon /> : undefined}
          onClick={() => choose(kind, item.id)}
          fullWidth
          sx={{
            justifyContent: 'flex-start',
            textAlign: 'left',
            textTransform: 'none',
            minHeight: 48,
          }}
        >
          {item.label}
          {done && (
            <Box component="span" sx={visuallyHidden}>
              , matched
            </Box>
          )}
        </Button>
      </li>
    );
  };

  const column = (kind: Kind, headingId: string, heading: string, items: readonly MatchCard[]) => (
    <Box role="group" aria-labelledby={headingId} sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item, index) => card(kind, item, index))}
      </Stack>
    </Box>
  );

  const outcome = round.lastPick;
  const OutcomeIcon = outcome?.matched ? CheckCircleIcon : CancelIcon;
  const result = round.won
    ? `All ${round.pairs.length} pairs matched! Final score: ${round.score}.`
    : `Time's up! You matched ${round.matched.length} of ${round.pairs.length} pairs for ${round.score} points.`;

  return (
    <GameShell content={content} game={game} result={result}>
      <Stack
        ref={board}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'stretch' }}
      >
        {column('skill', skillsHeading, 'Skills', round.skills)}
        {column('project', projectsHeading, 'Projects', round.projects)}
      </Stack>
      <Box role="status" aria-atomic="true" sx={{ minHeight: 24 }}>
        {outcome && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: outcome.matched ? 'success.main' : 'error.main' }}
          >
            <OutcomeIcon fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ color: 'text.primary' }}>
              {outcomeText(outcome, round.selected?.kind)}
            </Typography>
          </Stack>
        )}
      </Box>
    </GameShell>
  );
}
