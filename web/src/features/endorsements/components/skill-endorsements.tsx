import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useEndorsements } from '../hooks/use-endorsements';
import { EndorseSkillModal } from './endorse-skill-modal';
import { SkillEndorsementCard } from './skill-endorsement-card';
import { SavedCopyNote } from '@/components/ui/saved-copy-note';
import { useAppEvent } from '@/lib/events';
import { waitingDraft } from '@/lib/offline-queue/queued-draft';
import { useHydrated } from '@/lib/use-hydrated';
import { siteContent } from '@/lib/content/site-content';

interface DialogState {
  open: boolean;
  /** Fixed by the card it was opened from; undefined for a free choice. */
  skill: string | undefined;
}

/**
 * The endorsements panel of the Skills section: one card per endorsed skill, one
 * endorser list open at a time, and the Endorse Skill modal. Sits under the section's h2.
 */
export function SkillEndorsements() {
  const hydrated = useHydrated();
  const state = useEndorsements();
  const headingId = useId();
  const [expandedSkill, setExpandedSkill] = useState<string | null>(null);
  // The skill is kept on close so the dialog does not change while it fades out.
  // Edit on an endorsement saved offline opens the modal (now, or when this arrives), its fields
  // (the skill too) free to change. The modal is a portal, so the adopted markup is the same.
  const [dialog, setDialog] = useState<DialogState>(() => ({
    open: waitingDraft('endorsement') !== undefined,
    skill: undefined,
  }));
  useAppEvent('queued.reopened', ({ kind }) => {
    if (kind === 'endorsement') setDialog({ open: true, skill: undefined });
  });

  const skills = state.status === 'ready' ? state.skills : [];
  const suggestions = [
    ...new Set([
      ...skills.map((entry) => entry.skill),
      ...siteContent('skills').technicalSkills.map((s) => s.name),
    ]),
  ];

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: 2, mb: 3 }}
      >
        <div>
          <Typography id={headingId} variant="blockTitle" component="h3">
            Skill Endorsements
          </Typography>
          <Typography color="text.secondary">
            Skills that colleagues and connections have vouched for. Worked with me? Add yours.
          </Typography>
        </div>
        <Button
          variant="outlined"
          startIcon={<ThumbUpAltOutlinedIcon />}
          onClick={() => setDialog({ open: true, skill: undefined })}
          // A click before React has adopted the prerendered section would be lost.
          disabled={!hydrated}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Endorse a skill
        </Button>
      </Stack>
      {state.status === 'ready' && state.source === 'saved' && (
        <SavedCopyNote savedAt={state.savedAt} items="endorsements" />
      )}
      {state.status === 'loading' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress
            aria-label="Loading endorsements"
            // Prerendered far below the fold, a spinning arc would repaint the page every frame
            // while it loads: it stands still until its section is live (near the viewport).
            sx={hydrated ? undefined : { '&, & *': { animationPlayState: 'paused' } }}
          />
        </Box>
      ) : (
        <Grid container spacing={3} data-source={state.source}>
          {state.skills.map((entry) => (
            <Grid key={entry.skill} size={{ xs: 12, sm: 6, md: 4 }}>
              <SkillEndorsementCard
                entry={entry}
                expanded={expandedSkill === entry.skill}
                onToggle={() =>
                  setExpandedSkill((current) => (current === entry.skill ? null : entry.skill))
                }
                onEndorse={() => setDialog({ open: true, skill: entry.skill })}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <EndorseSkillModal
        open={dialog.open}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        skill={dialog.skill}
        suggestions={suggestions}
      />
    </Box>
  );
}
