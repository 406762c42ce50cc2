import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SOFT_SKILL_ICONS } from './content-icons';
import { Section } from './section';
import { SectionSlot } from './section-slot';
import { SummaryCard } from './summary-card';
import { siteContent } from '@/lib/content/site-content';

/** An id for a skill's name, which labels its bar (an id with spaces would name no element). */
const skillLabelId = (name: string): string =>
  `skill-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function SkillsSection({ endorsements }: { endorsements?: ReactNode }) {
  return (
    <Section id="skills">
      <Grid container spacing={6}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subsectionTitle" component="h3">
            Technical Expertise
          </Typography>
          <Stack spacing={2.5}>
            {siteContent('skills').technicalSkills.map((skill) => (
              <div key={skill.name}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
                  <Typography id={skillLabelId(skill.name)} sx={{ fontWeight: 600 }}>
                    {skill.name}
                  </Typography>
                  <Typography color="text.secondary">{skill.percentage}%</Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={skill.percentage}
                  aria-labelledby={skillLabelId(skill.name)}
                />
              </div>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subsectionTitle" component="h3">
            Soft Skills
          </Typography>
          <Grid container spacing={2}>
            {siteContent('skills').softSkills.map((skill) => {
              const Icon = SOFT_SKILL_ICONS[skill.icon];
              return (
                <Grid key={skill.name} size={{ xs: 12, sm: 6 }}>
                  <SummaryCard
                    sx={{
                      height: '100%',
                      transition: 'transform .2s',
                      '@media (hover: hover) and (prefers-reduced-motion: no-preference)': {
                        '&:hover': { transform: 'scale(1.05)' },
                      },
                    }}
                    accent={
                      <Box sx={{ color: 'primary.main', mb: 1 }}>
                        <Icon aria-hidden />
                      </Box>
                    }
                    title={skill.name}
                    description={skill.description}
                  />
                </Grid>
              );
            })}
          </Grid>
        </Grid>
      </Grid>
      <SectionSlot mt={8}>{endorsements}</SectionSlot>
    </Section>
  );
}
