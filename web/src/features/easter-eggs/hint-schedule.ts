import type { EasterEgg } from '@shared/content/easter-eggs-schema';

/** How often a hint may come, and the chance that it does each time. */
export const HINT_EVERY_MS = 12_000;
export const HINT_CHANCE = 0.15;

export interface HintScheduleOptions {
  eggs: readonly EasterEgg[];
  show: (egg: EasterEgg) => void;
  /** Whether a hint may show now: not over a dialog, another toast or the previous hint. */
  canShow?: () => boolean;
  /** A number in [0, 1): the chance, then which egg. */
  random?: () => number;
}

/**
 * Every 12 s, with a 15 % chance, shows a random egg's hint, until the returned function is
 * called. The clock stops while the tab is hidden (nobody would read the hint) and starts a fresh
 * 12 s when it is shown again.
 */
export function scheduleHints({
  eggs,
  show,
  canShow = () => true,
  random = Math.random,
}: HintScheduleOptions): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const check = (): void => {
    if (!canShow() || random() >= HINT_CHANCE) return;
    const egg = eggs[Math.floor(random() * eggs.length)];
    if (egg) show(egg);
  };
  const start = (): void => {
    timer ??= setInterval(check, HINT_EVERY_MS);
  };
  const pause = (): void => {
    clearInterval(timer);
    timer = undefined;
  };
  const onVisibilityChange = (): void => (document.hidden ? pause() : start());

  if (!document.hidden) start();
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    pause();
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
