import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/scroll';
import {
  createParticles,
  linkShades,
  particleCount,
  shadeOpacity,
  stepParticles,
} from '../particles';
import './background-animation.css';

/** Just under a 30 fps frame, so a 60 Hz display's every other frame qualifies despite jitter. */
const FRAME_MS = 1000 / 30 - 2;

function isDark(): boolean {
  return document.documentElement.getAttribute('data-color-scheme') === 'dark';
}

/**
 * The page's background layers: a soft gradient for each theme and, unless the visitor prefers
 * reduced motion, drifting particles joined by faint lines. Purely decorative (aria-hidden, no
 * pointer events); it pauses while the tab is hidden, and draws nothing while `covered` (something
 * opaque over the whole page, such as a first visit's intro overlay): frames nobody sees would
 * only take time from the page underneath as it wakes up.
 */
export function BackgroundAnimation({ covered = false }: { covered?: boolean }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (covered || !canvas || !context || prefersReducedMotion()) return;
    let width = 0;
    let height = 0;
    const resize = (): void => {
      width = canvas.width = window.innerWidth;
      height = canvas.height = window.innerHeight;
    };
    resize();
    const particles = createParticles(
      particleCount({ cores: navigator.hardwareConcurrency, width }),
      width,
      height,
    );
    let frame = 0;
    let drawnAt = Number.NEGATIVE_INFINITY;
    const draw = (now: number): void => {
      frame = requestAnimationFrame(draw);
      // Slow drifting needs no more than 30 frames a second; every other display frame is skipped,
      // which halves what the animation takes from the main thread (and a phone's battery).
      if (now - drawnAt < FRAME_MS) return;
      drawnAt = now;
      const colour = isDark() ? '147, 197, 253' : '37, 99, 235';
      context.clearRect(0, 0, width, height);
      stepParticles(particles, width, height);
      // One path for every dot and one per line shade: a handful of draw calls a frame.
      context.fillStyle = `rgba(${colour}, 0.55)`;
      context.beginPath();
      for (const particle of particles) {
        context.moveTo(particle.x + particle.radius, particle.y);
        context.arc(particle.x, particle.y, particle.radius, 0, Math.PI * 2);
      }
      context.fill();
      for (const [shade, segments] of linkShades(particles).entries()) {
        if (segments.length === 0) continue;
        context.strokeStyle = `rgba(${colour}, ${shadeOpacity(shade)})`;
        context.beginPath();
        for (let index = 0; index < segments.length; index += 4) {
          context.moveTo(segments[index] ?? 0, segments[index + 1] ?? 0);
          context.lineTo(segments[index + 2] ?? 0, segments[index + 3] ?? 0);
        }
        context.stroke();
      }
    };
    const onVisibility = (): void => {
      cancelAnimationFrame(frame);
      if (document.visibilityState === 'visible') frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [covered]);

  return (
    <div aria-hidden className="background-animation" data-testid="background-animation">
      <canvas ref={canvasRef} />
    </div>
  );
}
