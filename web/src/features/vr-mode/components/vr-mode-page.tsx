import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { siteContent } from '@/lib/content/site-content';

/**
 * `/vr-mode`: an immersive, distraction-free walk through the projects — one card at a time in
 * a 3D carousel, driven by the arrow keys or the buttons (the header shows only Exit VR Mode).
 */
export function VrModePage() {
  const [index, setIndex] = useState(0);
  const count = siteContent('projects').projects.length;
  const go = (step: number): void => setIndex((current) => (current + step + count) % count);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'ArrowRight') setIndex((current) => (current + 1) % count);
      if (event.key === 'ArrowLeft') setIndex((current) => (current - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  const project = siteContent('projects').projects[index];
  return (
    <Box
      component="main"
      sx={{
        minHeight: 'calc(100vh - 64px)',
        display: 'grid',
        placeItems: 'center',
        p: 3,
        background: 'radial-gradient(circle at 50% 30%, #1e3a8a 0%, #020617 70%)',
        color: '#f8fafc',
        perspective: '1200px',
      }}
    >
      <Stack spacing={3} sx={{ alignItems: 'center', width: '100%', maxWidth: 720 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, textAlign: 'center' }}>
          VR Mode · {siteContent('profile').profile.name}
        </Typography>
        {project && (
          <Box
            key={project.title}
            aria-live="polite"
            sx={{
              width: '100%',
              borderRadius: 4,
              p: { xs: 3, md: 5 },
              background: project.bgGradient,
              boxShadow: '0 40px 80px rgba(0,0,0,.5)',
              transform: 'rotateY(-8deg) rotateX(4deg)',
              '@media (prefers-reduced-motion: no-preference)': { animation: 'vrIn .5s ease' },
              '@keyframes vrIn': {
                from: { opacity: 0, transform: 'rotateY(-30deg) translateZ(-200px)' },
              },
            }}
          >
            <Typography variant="overline">
              Project {index + 1} of {count}
            </Typography>
            <Typography variant="h4" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
              {project.title}
            </Typography>
            <Typography sx={{ fontSize: '1.1rem' }}>{project.description}</Typography>
          </Box>
        )}
        <Stack direction="row" spacing={2}>
          <IconButton
            aria-label="Previous project"
            onClick={() => go(-1)}
            sx={{ color: 'inherit', border: '1px solid rgba(255,255,255,.4)' }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Next project"
            onClick={() => go(1)}
            sx={{ color: 'inherit', border: '1px solid rgba(255,255,255,.4)' }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          Use the arrow keys to move between projects.
        </Typography>
      </Stack>
    </Box>
  );
}
