import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTRO_START_DELAY_MS, INTRO_STEP_MS, introSteps } from '@/features/intro/intro-steps';
import { IntroOverlay } from './intro-overlay';

// Long enough for the overlay's fade-out to finish and unmount it.
const EXIT_MS = 500;

/** Moves the clock by `ms`, then runs what the commit scheduled at once (the opening task). */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  act(() => {
    vi.advanceTimersByTime(0);
  });
}

function setup(onClose = vi.fn()) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(<IntroOverlay onClose={onClose} />);
  return { user, onClose, ...view };
}

function progressValue(): number {
  return Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
}

/** Moves from mount to the 1-based `stepNumber`, letting React schedule each next timer. */
function goToStep(stepNumber: number) {
  advance(INTRO_START_DELAY_MS);
  for (let step = 1; step < stepNumber; step += 1) advance(INTRO_STEP_MS);
}

/** Moves from mount past the last step to the completion screen. */
function goToCompletion() {
  goToStep(introSteps().length);
  advance(INTRO_STEP_MS);
}

function expectClosed() {
  advance(EXIT_MS);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(/Step \d of 8/)).not.toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library only flushes its trailing setTimeout(0) under fake timers when it finds
  // Jest's API; without this every user-event call waits forever on Vitest's fake clock.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('IntroOverlay', () => {
  it('shows nothing for the first 500 ms, then step 1 of 8', () => {
    setup();
    advance(INTRO_START_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Tech Journey Begins')).not.toBeInTheDocument();

    advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Tech Journey Begins' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Step 1 of 8')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip Intro' })).toBeVisible();
  });

  it('moves focus into the overlay when it opens', () => {
    setup();
    goToStep(1);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('advances every 2000 ms with a growing progress bar', () => {
    setup();
    goToStep(1);
    let previous = 0;
    introSteps().forEach((step, index) => {
      expect(screen.getByText(`Step ${index + 1} of 8`)).toBeVisible();
      expect(screen.getByRole('heading', { name: step.title })).toBeVisible();
      expect(screen.getByText(step.description)).toBeVisible();
      const value = progressValue();
      expect(value).toBeGreaterThan(previous);
      previous = value;

      advance(INTRO_STEP_MS - 1);
      expect(screen.getByText(`Step ${index + 1} of 8`)).toBeVisible();
      advance(1);
    });
    expect(previous).toBe(100);
  });

  it('ends with the last step, Ready for Liftoff', () => {
    setup();
    goToStep(8);
    expect(screen.getByText('Step 8 of 8')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ready for Liftoff' })).toBeVisible();
  });

  it('shows Journey Loaded! with Explore Now after the eighth step', () => {
    setup();
    goToStep(8);
    expect(screen.queryByText('Journey Loaded!')).not.toBeInTheDocument();

    advance(INTRO_STEP_MS);
    expect(screen.getByRole('dialog', { name: 'Journey Loaded!' })).toBeVisible();
    const explore = screen.getByRole('button', { name: 'Explore Now' });
    expect(explore).toHaveFocus();
    expect(screen.queryByText(/Step \d of 8/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip Intro' })).not.toBeInTheDocument();
    expect(progressValue()).toBe(100);
  });

  it('stays on Journey Loaded! until the visitor chooses to explore', () => {
    setup();
    goToCompletion();
    for (let i = 0; i < 10; i += 1) advance(INTRO_STEP_MS);
    expect(screen.getByRole('button', { name: 'Explore Now' })).toBeVisible();
    expect(window.localStorage.getItem('hasSeenIntro')).toBeNull();
  });

  it('Explore Now remembers the intro was seen and closes it', async () => {
    const { user, onClose } = setup();
    goToCompletion();

    await user.click(screen.getByRole('button', { name: 'Explore Now' }));
    expect(window.localStorage.getItem('hasSeenIntro')).toBe('true');
    expect(onClose).toHaveBeenCalledOnce();
    expectClosed();
  });

  it.each([1, 4, 8])('Skip Intro on step %i remembers the intro and closes it', async (n) => {
    const { user, onClose } = setup();
    goToStep(n);
    expect(screen.getByText(`Step ${n} of 8`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Skip Intro' }));
    expect(window.localStorage.getItem('hasSeenIntro')).toBe('true');
    expect(onClose).toHaveBeenCalledOnce();
    expectClosed();

    // The journey does not carry on behind the scenes.
    advance(INTRO_STEP_MS * 10);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape skips the intro', async () => {
    const { user, onClose } = setup();
    goToStep(3);

    await user.keyboard('{Escape}');
    expect(window.localStorage.getItem('hasSeenIntro')).toBe('true');
    expect(onClose).toHaveBeenCalledOnce();
    expectClosed();
  });

  it('Skip Intro works from the keyboard', async () => {
    const { user } = setup();
    goToStep(2);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Skip Intro' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(window.localStorage.getItem('hasSeenIntro')).toBe('true');
    expectClosed();
  });

  it('keeps Tab and Shift+Tab inside the overlay', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <>
        <button type="button">On the page</button>
        <IntroOverlay />
        <button type="button">Further down the page</button>
      </>,
    );
    goToStep(2);
    const skip = screen.getByRole('button', { name: 'Skip Intro' });

    await user.tab({ shift: true });
    expect(skip).toHaveFocus();
    await user.tab();
    expect(skip).toHaveFocus();
    await user.tab({ shift: true });
    expect(skip).toHaveFocus();
  });

  it('never shows again once hasSeenIntro is set', async () => {
    const { user, unmount } = setup();
    goToStep(1);
    await user.click(screen.getByRole('button', { name: 'Skip Intro' }));
    unmount();

    setup();
    advance(INTRO_START_DELAY_MS + INTRO_STEP_MS * 10);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Tech Journey Begins')).not.toBeInTheDocument();
  });

  it('shows nothing when an earlier visit set hasSeenIntro', () => {
    window.localStorage.setItem('hasSeenIntro', 'true');
    setup();
    advance(INTRO_START_DELAY_MS + INTRO_STEP_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('tells whether the journey is under way: from mount until it closes', async () => {
    const onActiveChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<IntroOverlay onActiveChange={onActiveChange} />);
    expect(onActiveChange).toHaveBeenLastCalledWith(true);
    goToStep(2);
    expect(onActiveChange).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Skip Intro' }));
    expect(onActiveChange).toHaveBeenLastCalledWith(false);
  });

  it('tells at once that the journey is not under way once it has been seen', () => {
    window.localStorage.setItem('hasSeenIntro', 'true');
    const onActiveChange = vi.fn();
    render(<IntroOverlay onActiveChange={onActiveChange} />);
    expect(onActiveChange).toHaveBeenCalledExactlyOnceWith(false);
  });
});

describe('IntroOverlay without usable storage', () => {
  // The overlay remembers a failed save for the rest of the page visit, so each
  // test loads a fresh copy of it rather than sharing that memory.
  async function loadOverlay() {
    vi.resetModules();
    const module = await import('./intro-overlay');
    return module.IntroOverlay;
  }

  function blockStorage() {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  }

  it('shows the intro once and closes without crashing', async () => {
    const Overlay = await loadOverlay();
    blockStorage();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { unmount } = render(<Overlay />);

    goToStep(1);
    expect(screen.getByText('Step 1 of 8')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skip Intro' }));
    expectClosed();
    unmount();

    render(<Overlay />);
    advance(INTRO_START_DELAY_MS + INTRO_STEP_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('copes with storage that refuses writes', async () => {
    const Overlay = await loadOverlay();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { unmount } = render(<Overlay />);

    goToCompletion();
    await user.click(screen.getByRole('button', { name: 'Explore Now' }));
    expectClosed();
    unmount();

    render(<Overlay />);
    advance(INTRO_START_DELAY_MS + INTRO_STEP_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
