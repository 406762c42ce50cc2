import LockIcon from '@mui/icons-material/Lock';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useId, useState, type ReactNode } from 'react';
import type { DialogProps } from '@/components/ui/dialog-props';
import { useAccessGrant } from '@/lib/access-grant';
import { useDialogState } from '@/components/ui/use-dialog-state';
import { filterProjects, type ProjectFilter } from '../project-icons';
import { ProjectCard } from './project-card';
import { Section } from './section';
import { siteContent } from '@/lib/content/site-content';

/**
 * Project details are gated by email verification. Titles, descriptions and tags stay
 * open (and in the prerendered HTML); each project's link asks for a verified email first, in the
 * dialog `verifyDialog` draws (the app layer hands in the project-access feature's, which opens
 * the `'projects'` grant), mounted on the first ask.
 */
export function ProjectsSection({
  verifyDialog,
}: {
  verifyDialog?: (dialog: DialogProps) => ReactNode;
}) {
  const [filter, setFilter] = useState<ProjectFilter>('all');
  const unlocked = useAccessGrant('projects');
  const verification = useDialogState();
  const noticeId = useId();
  const shown = filterProjects(
    siteContent('projects').projects,
    filter,
    siteContent('hero').heroStats.platformName,
  );
  const filters: [ProjectFilter, string][] = [
    ['all', 'All Projects'],
    ['techriseup', siteContent('hero').heroStats.platformName],
  ];

  return (
    <Section id="projects">
      <Stack direction="row" spacing={1} sx={{ mb: 3 }} role="group" aria-label="Filter projects">
        {filters.map(([value, label]) => (
          <Button
            key={value}
            variant={filter === value ? 'contained' : 'outlined'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label}
          </Button>
        ))}
      </Stack>
      {unlocked ? (
        <Alert severity="success" icon={<VerifiedIcon />} role="note" sx={{ mb: 4 }}>
          <span id={noticeId}>Email verified: project links open directly.</span>
        </Alert>
      ) : (
        <Alert severity="info" icon={<LockIcon />} role="note" sx={{ mb: 4 }}>
          <span id={noticeId}>
            Project links are open to verified visitors. Verify your email once and they stay open
            for 24 hours.
          </span>
          <Box sx={{ mt: 1 }}>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              onClick={verification.show}
              aria-haspopup="dialog"
            >
              Verify email to view details
            </Button>
          </Box>
        </Alert>
      )}
      <Grid container spacing={3}>
        {shown.map((project) => (
          <Grid key={project.title} size={{ xs: 12, sm: 6, md: project.fullWidth ? 12 : 4 }}>
            <ProjectCard
              project={project}
              {...(unlocked
                ? {}
                : { lock: { onUnlock: verification.show, describedBy: noticeId } })}
            />
          </Grid>
        ))}
      </Grid>
      {verifyDialog?.(verification.props)}
    </Section>
  );
}
