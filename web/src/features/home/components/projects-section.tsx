import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { heroStats, projects } from '@shared/content';
import { filterProjects, type ProjectFilter } from '../project-icons';
import { ProjectCard } from './project-card';
import { Section } from './section';

export function ProjectsSection() {
  const [filter, setFilter] = useState<ProjectFilter>('all');
  const shown = filterProjects(projects, filter, heroStats.platformName);
  const filters: [ProjectFilter, string][] = [
    ['all', 'All Projects'],
    ['techriseup', heroStats.platformName],
  ];
  return (
    <Section
      id="projects"
      title="Projects & Achievements"
      lead="Platforms and products I have built, led or launched."
    >
      <Stack direction="row" spacing={1} sx={{ mb: 4 }} role="group" aria-label="Filter projects">
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
      <Grid container spacing={3}>
        {shown.map((project) => (
          <Grid key={project.title} size={{ xs: 12, sm: 6, md: project.fullWidth ? 12 : 4 }}>
            <ProjectCard project={project} />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
