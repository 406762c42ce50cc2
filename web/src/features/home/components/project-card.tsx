import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, type MouseEvent } from 'react';
import type { Project } from '@shared/content/projects-schema';
import { prefersReducedMotion } from '@/lib/scroll';
import { projectIconFor, tagIconFor } from '../project-icons';
import { LINK_ICONS, PROJECT_ICONS, TAG_ICONS } from './content-icons';

/** At most 8° per axis, only where a mouse can hover. */
export const MAX_TILT_DEG = 8;

export function tiltFor(
  x: number,
  y: number,
  width: number,
  height: number,
): { rotateX: number; rotateY: number } {
  if (width <= 0 || height <= 0) return { rotateX: 0, rotateY: 0 };
  const dx = Math.min(Math.max(x / width, 0), 1) - 0.5;
  const dy = Math.min(Math.max(y / height, 0), 1) - 0.5;
  return {
    rotateX: Math.round(-dy * 2 * MAX_TILT_DEG * 100) / 100,
    rotateY: Math.round(dx * 2 * MAX_TILT_DEG * 100) / 100,
  };
}

/** Cuts a text to its first `lines` lines. */
const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

const canTilt = (): boolean =>
  window.matchMedia?.('(hover: hover) and (pointer: fine)').matches === true &&
  !prefersReducedMotion();

/** A locked card keeps its link in the markup, but a click asks for email verification first. */
export interface ProjectLock {
  onUnlock: () => void;
  /** The element that says why the link is locked, for assistive tech. */
  describedBy: string;
}

export function ProjectCard({ project, lock }: { project: Project; lock?: ProjectLock }) {
  const ref = useRef<HTMLDivElement>(null);
  const Icon = PROJECT_ICONS[projectIconFor(project.title)];

  const onMove = (event: MouseEvent<HTMLDivElement>): void => {
    const card = ref.current;
    if (!card || !canTilt()) return;
    const box = card.getBoundingClientRect();
    const { rotateX, rotateY } = tiltFor(
      event.clientX - box.left,
      event.clientY - box.top,
      box.width,
      box.height,
    );
    card.style.transform = `perspective(900px) rotateX(${rotateX}deg) rotateY(${rotateY}deg) translateY(-20px)`;
  };
  const onLeave = (): void => {
    if (ref.current) ref.current.style.transform = '';
  };

  const LinkIcon = project.link ? LINK_ICONS[project.link.icon] : undefined;
  return (
    <Card
      ref={ref}
      onMouseMove={onMove}
      onMouseLeave={onLeave}
      data-testid="project-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform .25s ease, box-shadow .25s ease',
        '&:hover': { boxShadow: 8 },
      }}
    >
      <Box
        sx={{
          background: project.bgGradient,
          color: '#fff',
          p: 3,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Icon aria-hidden sx={{ fontSize: 40 }} data-icon={projectIconFor(project.title)} />
        <Typography variant="blockTitle" component="h3" sx={clampLines(2)}>
          {project.title}
        </Typography>
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography color="text.secondary" sx={{ mb: 2, ...clampLines(3) }}>
          {project.description}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {project.tags.map((tag) => {
            const TagIcon = TAG_ICONS[tagIconFor(tag.name)];
            return (
              <Chip
                key={tag.name}
                size="small"
                variant="outlined"
                icon={<TagIcon data-icon={tagIconFor(tag.name)} />}
                label={tag.name}
              />
            );
          })}
        </Stack>
      </CardContent>
      {project.link && LinkIcon && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            href={project.link.url}
            target="_blank"
            rel="noopener"
            endIcon={lock ? <LockIcon /> : <LinkIcon />}
            aria-describedby={lock?.describedBy}
            onClick={
              lock
                ? (event) => {
                    event.preventDefault();
                    lock.onUnlock();
                  }
                : undefined
            }
          >
            {project.link.text}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
