import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';

/** SPEC §9: the celebration after an endorsement lasts 2.5 s. */
export const FIREWORKS_DURATION_MS = 2500;

const SPARKS_PER_BURST = 14;
const SPARK_SECONDS = 1.1;

// Palette tokens, so the sparks suit both colour schemes. Delays keep every burst inside 2.5 s.
const BURSTS = [
  { left: 22, top: 30, delay: 0, color: 'primary.main' },
  { left: 76, top: 24, delay: 0.3, color: 'secondary.main' },
  { left: 50, top: 18, delay: 0.6, color: 'success.main' },
  { left: 30, top: 62, delay: 0.9, color: 'warning.main' },
  { left: 72, top: 66, delay: 1.2, color: 'info.main' },
] as const;

// Each spark sits in a wrapper already rotated to its direction, so one keyframe serves them all.
const fly = keyframes`
  0% { transform: translateX(0) scale(1); opacity: 1; }
  70% { opacity: 1; }
  100% { transform: translateX(72px) scale(0.3); opacity: 0; }
`;

/**
 * A few bursts of CSS sparks over the parent (which must be positioned). Decorative only: hidden
 * from assistive tech, ignores the pointer, removes itself after `durationMs`, and renders
 * nothing at all when the visitor prefers reduced motion.
 */
export function Fireworks({ durationMs = FIREWORKS_DURATION_MS }: { durationMs?: number }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [running, setRunning] = useState(true);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = window.setTimeout(() => setRunning(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [reducedMotion, durationMs]);

  if (reducedMotion || !running) return null;

  return (
    <Box
      aria-hidden
      data-testid="fireworks"
      sx={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}
    >
      {BURSTS.map((burst) =>
        Array.from({ length: SPARKS_PER_BURST }, (_, index) => (
          <Box
            key={`${burst.left}-${burst.top}-${index}`}
            component="span"
            style={{
              left: `${burst.left}%`,
              top: `${burst.top}%`,
              transform: `rotate(${(360 / SPARKS_PER_BURST) * index}deg)`,
            }}
            sx={{ position: 'absolute', width: 0, height: 0 }}
          >
            <Box
              component="span"
              sx={{
                position: 'absolute',
                width: 6,
                height: 6,
                ml: '-3px',
                mt: '-3px',
                borderRadius: '50%',
                bgcolor: burst.color,
                boxShadow: 1,
                opacity: 0,
                animation: `${fly} ${SPARK_SECONDS}s ease-out ${burst.delay}s both`,
              }}
            />
          </Box>
        )),
      )}
    </Box>
  );
}
