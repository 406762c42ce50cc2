import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';

/** The celebration after an endorsement lasts 2.5 s. */
export const FIREWORKS_DURATION_MS = 2500;

// Five bursts across the thank-you, the last one early enough to settle within 2.5 s.
const BURSTS = [
  { x: 0.22, y: 0.3, delayMs: 0 },
  { x: 0.76, y: 0.24, delayMs: 300 },
  { x: 0.5, y: 0.18, delayMs: 600 },
  { x: 0.3, y: 0.62, delayMs: 900 },
  { x: 0.72, y: 0.66, delayMs: 1200 },
] as const;

// canvas-confetti reads colours as hex only.
const HEX_COLOUR = /^#(?:[0-9a-f]{3}){1,2}$/i;

/**
 * Bursts of confetti over the parent (which must be positioned), drawn by canvas-confetti, whose
 * code loads only when a celebration starts. Decorative: hidden from assistive tech, ignores the
 * pointer, removes itself after `durationMs`, and shows nothing at all when the visitor prefers
 * reduced motion (the library is told so too).
 */
export function Fireworks({ durationMs = FIREWORKS_DURATION_MS }: { durationMs?: number }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const { palette } = useTheme();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [running, setRunning] = useState(true);
  // Palette colours, so the confetti suits the site's theme; joined, so the effect sees a value.
  const colours = [
    palette.primary.main,
    palette.secondary.main,
    palette.success.main,
    palette.warning.main,
    palette.info.main,
  ]
    .filter((colour) => HEX_COLOUR.test(colour))
    .join(',');

  useEffect(() => {
    if (reducedMotion) return;
    const canvas = canvasRef.current;
    let stopped = false;
    let reset: (() => void) | undefined;
    const bursts: number[] = [];
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (stopped || !canvas) return;
      const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
      reset = fire.reset;
      for (const { x, y, delayMs } of BURSTS) {
        bursts.push(
          window.setTimeout(() => {
            void fire({
              origin: { x, y },
              particleCount: 40,
              spread: 360,
              startVelocity: 22,
              gravity: 0.7,
              ticks: 70,
              scalar: 0.8,
              ...(colours ? { colors: colours.split(',') } : {}),
            });
          }, delayMs),
        );
      }
    });
    const end = window.setTimeout(() => {
      reset?.();
      setRunning(false);
    }, durationMs);
    return () => {
      stopped = true;
      window.clearTimeout(end);
      bursts.forEach((burst) => window.clearTimeout(burst));
      reset?.();
    };
  }, [reducedMotion, durationMs, colours]);

  if (reducedMotion || !running) return null;

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      aria-hidden
      data-testid="fireworks"
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
      }}
    />
  );
}
