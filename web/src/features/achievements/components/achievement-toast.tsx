import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import confetti from 'canvas-confetti';
import { useEffect, useRef, useState } from 'react';
import { IconDisc } from '@/components/ui/icon-disc';
import type { UnlockNotice } from '../achievements-api';

/** An unlock toast closes by itself after 5 s (the countdown pauses while pointed at or focused). */
export const ACHIEVEMENT_TOAST_MS = 5000;

/** One burst per unlock. Under the toast (1500) and above dialogs (1300), so it shows over the overlay. */
export const UNLOCK_CONFETTI = {
  particleCount: 100,
  spread: 70,
  disableForReducedMotion: true,
  origin: { x: 0.5, y: 0.25 },
  zIndex: 1450,
} as const;

// The library's own full-window canvas, drawn in its worker (made from a blob: URL, which the
// site's Content-Security-Policy allows workers to be) so the page's thread stays free.
let cannon: confetti.CreateTypes | undefined;
function burst(): void {
  cannon ??= confetti.create(undefined, {
    resize: true,
    useWorker: true,
    disableForReducedMotion: true,
  });
  void cannon(UNLOCK_CONFETTI);
}

/** Calls `onDone` once `durationMs` of unpaused time has passed. */
function useCountdown(durationMs: number, paused: boolean, onDone: () => void): void {
  const remaining = useRef(durationMs);
  const latest = useRef(onDone);
  useEffect(() => {
    latest.current = onDone;
  });
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => latest.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
}

/**
 * What an unlock looks like: the title, description and points of the unlock, a Dismiss button
 * and a bar counting down the 5 s, with a burst of confetti (none for visitors who prefer reduced
 * motion: canvas-confetti draws nothing then). The live region around it is the host's, so the
 * announcement does not depend on this code having loaded.
 */
export function AchievementToast({
  notice,
  onDismiss,
  durationMs = ACHIEVEMENT_TOAST_MS,
}: {
  notice: UnlockNotice;
  onDismiss: () => void;
  durationMs?: number;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useCountdown(durationMs, paused, onDismiss);

  const fired = useRef(false);
  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    burst();
  }, []);

  return (
    <Paper
      elevation={8}
      data-testid="achievement-toast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      sx={{
        // Top centre under the header, above dialogs (MUI's are 1300) so it shows over the overlay.
        position: 'fixed',
        top: 76,
        left: 0,
        right: 0,
        mx: 'auto',
        zIndex: 1500,
        width: 'min(420px, calc(100% - 32px))',
        overflow: 'hidden',
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 2,
        '@keyframes achievement-toast-in': {
          from: { opacity: 0, transform: 'translateY(-12px)' },
          to: { opacity: 1, transform: 'none' },
        },
        animation: 'achievement-toast-in 200ms ease-out',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ p: 2, pb: 0.5 }}>
        <IconDisc>
          <EmojiEventsIcon />
        </IconDisc>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography component="p" variant="subtitle2" color="primary" sx={{ fontWeight: 700 }}>
              Achievement Unlocked!
            </Typography>
            <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700, flexShrink: 0 }}>
              +{notice.points} pts
            </Typography>
          </Stack>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {notice.title}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            {notice.description}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 1, pb: 1 }}>
        <Button size="small" onClick={onDismiss}>
          Dismiss
        </Button>
      </Stack>
      <Box
        aria-hidden
        data-testid="achievement-toast-countdown"
        data-paused={paused}
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 4,
          bgcolor: 'primary.main',
          transformOrigin: 'left',
          '@keyframes achievement-toast-countdown': {
            from: { transform: 'scaleX(1)' },
            to: { transform: 'scaleX(0)' },
          },
          animation: `achievement-toast-countdown ${durationMs}ms linear forwards`,
          animationPlayState: paused ? 'paused' : 'running',
          // The bar still tells the time left, a second at a time instead of gliding.
          '@media (prefers-reduced-motion: reduce)': {
            animationTimingFunction: 'steps(5, end)',
          },
        }}
      />
    </Paper>
  );
}
