import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { Button } from '@/components/plain/button';
import { Icon } from '@/components/plain/icon';
import { Paper } from '@/components/plain/card';
import { IconButton } from '@/components/plain/icon-button';
import { ProgressBar } from '@/components/plain/progress-bar';
import { usePageHidden } from '../hooks/use-page-hidden';
import './hint-toast.css';

/** How long a hint stays, and the step its progress bar fills in. */
export const HINT_SHOWN_MS = 4000;
export const HINT_TICK_MS = 40;

/** A hint on screen; a new `id` is a new hint, with its own 4 s. */
export interface ShownHint {
  id: number;
  text: string;
}

interface HintActions {
  /** The hint's time is up, or the visitor dismissed it. */
  onDone: () => void;
  /** The visitor wants no more eggs and hints. */
  onTurnOff: () => void;
}

/**
 * Where hints appear: a polite live region that stays in the page, so a screen reader announces
 * each hint as it is put in (a region created together with its text is often not announced).
 */
export function HintToast({ hint, onDone, onTurnOff }: HintActions & { hint: ShownHint | null }) {
  return (
    <div className="egg-hint-region" role="status" aria-live="polite">
      {hint && <HintCard key={hint.id} text={hint.text} onDone={onDone} onTurnOff={onTurnOff} />}
    </div>
  );
}

/**
 * One hint: 'Secret: {hint}', a bar that fills in 40 ms ticks over 4 s, Turn off and Dismiss.
 * Its time stands still while the tab is hidden and while the pointer or focus is on it, so
 * nobody loses it while reaching for its buttons.
 */
function HintCard({ text, onDone, onTurnOff }: HintActions & { text: string }) {
  const [elapsed, setElapsed] = useState(0);
  const [pointerOn, setPointerOn] = useState(false);
  const [focusOn, setFocusOn] = useState(false);
  const pageHidden = usePageHidden();
  const running = !pageHidden && !pointerOn && !focusOn;
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!running) return;
    const tick = setInterval(
      () => setElapsed((time) => Math.min(time + HINT_TICK_MS, HINT_SHOWN_MS)),
      HINT_TICK_MS,
    );
    return () => clearInterval(tick);
  }, [running]);
  useEffect(() => {
    if (elapsed >= HINT_SHOWN_MS) done.current();
  }, [elapsed]);

  // Focus that came from elsewhere goes back there when the hint leaves, not to the page's start.
  // A layout effect: its clean-up runs while the hint (and the focus in it) is still in the page.
  const card = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const node = card.current;
    return () => {
      if (node?.contains(document.activeElement) && cameFrom.current?.isConnected) {
        cameFrom.current.focus();
      }
    };
  }, []);
  const onFocus = (event: FocusEvent<HTMLDivElement>): void => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
    setFocusOn(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusOn(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') onDone();
  };

  return (
    <Paper
      ref={card}
      raised
      className="egg-hint"
      onPointerEnter={() => setPointerOn(true)}
      onPointerLeave={() => setPointerOn(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Icon name="lightbulb" />
      <p className="egg-hint__text">
        <strong>Secret:</strong> {text}
      </p>
      <div className="egg-hint__actions">
        <Button size="small" onClick={onTurnOff}>
          Turn off
        </Button>
        <IconButton small aria-label="Dismiss hint" onClick={onDone}>
          <Icon name="close" />
        </IconButton>
      </div>
      <ProgressBar
        className="egg-hint__bar"
        value={elapsed / HINT_SHOWN_MS}
        data-testid="hint-progress"
      />
    </Paper>
  );
}
