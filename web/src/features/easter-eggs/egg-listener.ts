import type { EasterEgg, EasterEggTapTarget } from '@shared/content/easter-eggs-schema';
import { endsWithin, KEY_HISTORY, remember, type Input } from './input-history';
import { isSectionInView } from './section-in-view';
import { isInDialog, isTypingTarget } from './typing-target';

/** How a pattern was matched: typed on a keyboard, or tapped on its target. */
export type FoundBy = 'keys' | 'taps';

/** The element tapped for each touch target: the header's logo and the two section headings. */
export const TAP_TARGETS: Readonly<Record<EasterEggTapTarget, string>> = {
  logo: '[data-egg-tap="logo"]',
  'skills-heading': '#skills-title',
  'projects-heading': '#projects-title',
};

const TAP_NAMES = Object.keys(TAP_TARGETS).filter(
  (name): name is EasterEggTapTarget => name in TAP_TARGETS,
);
const ANY_TAP_TARGET = Object.values(TAP_TARGETS).join(', ');

/**
 * Keys that only change what the next key types: pressing Shift for a capital G is not a key of
 * its own, and an input method's composing keys are not typed characters yet.
 */
const NOT_TYPED = new Set([
  'shift',
  'control',
  'alt',
  'altgraph',
  'meta',
  'capslock',
  'fn',
  'dead',
  'process',
  'unidentified',
]);

function tapTargetOf(target: EventTarget | null): EasterEggTapTarget | undefined {
  if (!(target instanceof Element)) return undefined;
  const tapped = target.closest(ANY_TAP_TARGET);
  return tapped ? TAP_NAMES.find((name) => tapped.matches(TAP_TARGETS[name])) : undefined;
}

export interface EggListenerOptions {
  eggs: readonly EasterEgg[];
  onMatch: (egg: EasterEgg, by: FoundBy) => void;
  /** Whether a home section is the one in view (by default: the one under the viewport's middle). */
  inView?: (section: string) => boolean;
  now?: () => number;
}

/**
 * Listens for the eggs' key patterns and their touch equivalents until the returned function is
 * called. Keys are matched on `KeyboardEvent.key` lower-cased, never on `code`: a pattern is what
 * the keyboard types, whatever its layout. Keys typed into a field, inside a dialog or with
 * Ctrl, Alt or Meta held are not counted. Taps are only counted: the tapped element still does
 * what it does.
 */
export function listenForEggs({
  eggs,
  onMatch,
  inView = isSectionInView,
  now = Date.now,
}: EggListenerOptions): () => void {
  let keys: Input[] = [];
  let taps: Input[] = [];

  const onKeyDown = (event: KeyboardEvent): void => {
    // Browsers' autofill sends keydown events without a key.
    if (typeof event.key !== 'string' || event.key === '' || event.isComposing) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target) || isInDialog(event.target)) return;
    const key = event.key.toLowerCase();
    if (NOT_TYPED.has(key)) return;
    keys = remember(keys, { value: key, at: now() }, KEY_HISTORY);
    const egg = eggs.find(
      (candidate) =>
        endsWithin(keys, candidate.pattern, candidate.windowMs) &&
        (candidate.scope === 'global' || inView(candidate.scope)),
    );
    if (!egg) return;
    // A fresh start, so the end of one match never begins the next.
    keys = [];
    onMatch(egg, 'keys');
  };

  const onClick = (event: MouseEvent): void => {
    const target = tapTargetOf(event.target);
    if (!target) return;
    taps = remember(taps, { value: target, at: now() }, KEY_HISTORY);
    const egg = eggs.find(
      (candidate) =>
        candidate.touch.target === target &&
        endsWithin(taps, Array<string>(candidate.touch.taps).fill(target), candidate.windowMs),
    );
    if (!egg) return;
    taps = [];
    onMatch(egg, 'taps');
  };

  document.addEventListener('keydown', onKeyDown);
  // Capture: a tap counts even where the tapped element stops the click from going further.
  document.addEventListener('click', onClick, { capture: true });
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('click', onClick, { capture: true });
  };
}
