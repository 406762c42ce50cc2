import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/plain/button';
import { Icon, type IconName } from '@/components/plain/icon';
import { ProgressBar } from '@/components/plain/progress-bar';
import { useIntroJourney } from '@/features/intro/hooks/use-intro-journey';
import { type IntroStepId } from '@/features/intro/intro-steps';
import { prefersReducedMotion } from '@/lib/scroll';
import './intro-overlay.css';

const STEP_ICONS: Record<IntroStepId, IconName> = {
  education: 'school',
  'career-start': 'work',
  leadership: 'groups',
  innovative: 'lightbulb',
  growth: 'trendingUp',
  achievements: 'emojiEvents',
  global: 'public',
  current: 'rocketLaunch',
};

const STEP_FADE_MS = 400;
const OPEN_FADE_MS = 225;
const CLOSE_FADE_MS = 195;

/** Fades `element`'s opacity over `ms`, unless the visitor asked for less motion. */
function fade(element: Element, from: number, to: number, ms: number): Animation | undefined {
  if (prefersReducedMotion() || typeof element.animate !== 'function') return undefined;
  return element.animate([{ opacity: from }, { opacity: to }], {
    duration: ms,
    easing: 'ease-out',
  });
}

/** Runs `then` once `animation` has ended (or been cancelled), at once if there is none. */
function afterAnimation(animation: Animation | undefined, then: () => void): void {
  if (animation) animation.finished.then(then, then);
  else then();
}

/**
 * Shows `dialog` over the page with focus on it. Not `showModal()`: making the page inert restyles
 * every element of it in the task that opens the overlay, on a page that is still waking up. The
 * overlay covers the whole viewport instead, keeps Tab inside (`keepTabInside`), and tells
 * assistive technology it is modal (`aria-modal`).
 */
function openOver(dialog: HTMLDialogElement): void {
  if (typeof dialog.show === 'function') dialog.show();
  else dialog.setAttribute('open', '');
  // Like MUI's dialogs: focus starts on the overlay itself, so Tab reaches Skip Intro first.
  dialog.focus();
}

const FOCUSABLE = 'button:not(:disabled), [href], [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle through the overlay's controls instead of leaving it. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>): void {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The first-visit journey through the founder's career.
 * Renders nothing once the visitor has completed or skipped it.
 *
 * A native `<dialog>` with static CSS (./intro-overlay.css) rather than MUI's Dialog: it opens
 * while the page is still waking up on a first visit, and MUI's Modal (focus trap, scroll lock,
 * portal, Fade) with its styles compiled at open was the page's longest task after load.
 */
export function IntroOverlay({
  onClose,
  onActiveChange,
}: {
  onClose?: () => void;
  /**
   * Told whether the journey is under way (about to open, or covering the page) once the overlay
   * has mounted, and on every change: false at once when it is not to be shown.
   */
  onActiveChange?: (active: boolean) => void;
}) {
  const { phase, isOpen, finished, step, stepIndex, totalSteps, progress, close } = useIntroJourney(
    { onClose },
  );
  const active = phase !== 'closed';
  useEffect(() => onActiveChange?.(active), [active, onActiveChange]);
  const titleId = useId();
  const descriptionId = useId();
  const stepLabelId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Stays rendered after the journey closes, for as long as it fades out.
  const [rendered, setRendered] = useState(isOpen);
  if (isOpen && !rendered) setRendered(true);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      // Opened in a task of its own, after the one that rendered it: the overlay arrives while a
      // first visit's page is still waking up, and rendering, showing (style, layout, focus) and
      // starting the fade in one go made one of the longest tasks after load.
      const opening = setTimeout(() => {
        openOver(dialog);
        fade(dialog, 0, 1, OPEN_FADE_MS);
      });
      return () => clearTimeout(opening);
    }
    if (!isOpen) {
      afterAnimation(fade(dialog, 1, 0, CLOSE_FADE_MS), () => {
        dialog.close?.();
        setRendered(false);
      });
    }
    return undefined;
  }, [isOpen, rendered]);

  // Each step fades in on the same elements rather than new ones: the page's largest paint stays
  // the hero (new, larger elements every 2 s would each count as the largest paint again).
  const stepRef = useRef<HTMLDivElement>(null);
  const stepKey = finished ? 'complete' : step?.id;
  useEffect(() => {
    if (stepKey && stepRef.current) fade(stepRef.current, 0, 1, STEP_FADE_MS);
  }, [stepKey]);

  if (!rendered) return null;

  const stepIcon = finished || !step ? 'taskAlt' : STEP_ICONS[step.id];
  const title = finished || !step ? 'Journey Loaded!' : step.title;
  const description =
    finished || !step ? 'Welcome aboard. The portfolio is ready.' : step.description;

  return (
    <dialog
      ref={dialogRef}
      className="intro-overlay"
      tabIndex={-1}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape skips the journey.
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepTabInside(event);
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
    >
      <div className="intro-overlay__frame">
        <div className="intro-overlay__top">
          {!finished && (
            <Button
              color="inherit"
              className="intro-overlay__skip"
              end={<Icon name="skipNext" />}
              onClick={close}
            >
              Skip Intro
            </Button>
          )}
        </div>

        <div className="intro-overlay__body">
          {/* Steps advance on their own, so announce each one to screen readers. */}
          <div aria-live="polite" className="intro-overlay__live">
            <div ref={stepRef} className="intro-overlay__step">
              <div className="intro-overlay__badge">
                <Icon name={stepIcon} />
              </div>
              <h2 id={titleId} className="intro-overlay__title">
                {title}
              </h2>
              <p id={descriptionId} className="intro-overlay__description">
                {description}
              </p>
              {finished && (
                <Button
                  variant="contained"
                  size="large"
                  className="intro-overlay__explore"
                  end={<Icon name="rocketLaunch" />}
                  autoFocus
                  onClick={close}
                >
                  Explore Now
                </Button>
              )}
            </div>
          </div>

          <div className="intro-overlay__footer">
            {!finished && (
              <p id={stepLabelId} className="intro-overlay__count">
                {`Step ${stepIndex + 1} of ${totalSteps}`}
              </p>
            )}
            <ProgressBar
              className="intro-overlay__progress"
              value={progress / 100}
              labelledBy={finished ? titleId : stepLabelId}
            />
          </div>
        </div>
      </div>
    </dialog>
  );
}
