import { startTransition, useCallback, useEffect, useReducer, useRef } from 'react';
import { INTRO_START_DELAY_MS, INTRO_STEP_MS, introSteps } from '@/features/intro/intro-steps';

const STORAGE_KEY = 'hasSeenIntro';

export type IntroPhase = 'waiting' | 'step' | 'complete' | 'closed';

/*
 * Storage can be unusable (blocked cookies, private modes that throw on write).
 * Remembering the failed write here keeps the intro from replaying whenever the
 * overlay remounts during the same page visit.
 */
let seenWithoutStorage = false;

/** True until the intro has been completed or skipped. Never throws. */
export function shouldShowIntro(): boolean {
  if (seenWithoutStorage) return false;
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== 'true';
  } catch {
    return true;
  }
}

/** Records that the intro was completed or skipped. Never throws. */
export function markIntroSeen(): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, 'true');
  } catch {
    seenWithoutStorage = true;
  }
}

interface JourneyState {
  phase: IntroPhase;
  stepIndex: number;
  /** Whether the last step ran out, so the overlay keeps showing the right screen while it fades out. */
  finished: boolean;
}

type JourneyAction = { type: 'start' } | { type: 'advance' } | { type: 'close' };

function journeyReducer(state: JourneyState, action: JourneyAction): JourneyState {
  switch (action.type) {
    case 'start':
      return state.phase === 'waiting' ? { ...state, phase: 'step', stepIndex: 0 } : state;
    case 'advance':
      if (state.phase !== 'step') return state;
      return state.stepIndex + 1 < introSteps().length
        ? { ...state, stepIndex: state.stepIndex + 1 }
        : { ...state, phase: 'complete', finished: true };
    case 'close':
      return { ...state, phase: 'closed' };
  }
}

function initialState(): JourneyState {
  return { phase: shouldShowIntro() ? 'waiting' : 'closed', stepIndex: 0, finished: false };
}

export function useIntroJourney({ onClose }: { onClose?: () => void } = {}) {
  const [state, dispatch] = useReducer(journeyReducer, undefined, initialState);
  const { phase, stepIndex, finished } = state;

  useEffect(() => {
    // The overlay opens and advances on its own, so its renders are transitions: React renders it
    // in slices that yield to the page, instead of one task that blocks a tap while it mounts.
    const later = (action: JourneyAction, ms: number): (() => void) => {
      const timer = window.setTimeout(() => startTransition(() => dispatch(action)), ms);
      return () => window.clearTimeout(timer);
    };
    if (phase === 'waiting') return later({ type: 'start' }, INTRO_START_DELAY_MS);
    if (phase === 'step') return later({ type: 'advance' }, INTRO_STEP_MS);
    return undefined;
  }, [phase, stepIndex]);

  // A step or the completion screen is on screen.
  const isOpen = phase === 'step' || phase === 'complete';

  // Closes the intro for good (Skip Intro, Escape, Explore Now). The buttons stay clickable while
  // the overlay fades out, and a second tap can land before React renders the first one's close:
  // close only once.
  const closed = useRef(false);
  const close = useCallback(() => {
    if (!isOpen || closed.current) return;
    closed.current = true;
    markIntroSeen();
    dispatch({ type: 'close' });
    onClose?.();
  }, [isOpen, onClose]);

  const totalSteps = introSteps().length;
  return {
    phase,
    // Zero-based: the last step's once the journey is complete.
    stepIndex,
    step: introSteps()[stepIndex],
    totalSteps,
    // Percentage for a determinate progress bar: 100 once the last step is on screen.
    progress: finished ? 100 : ((stepIndex + 1) / totalSteps) * 100,
    isOpen,
    finished,
    close,
  };
}
