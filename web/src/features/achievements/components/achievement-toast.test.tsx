import confetti from 'canvas-confetti';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnlockNotice } from '../achievements-api';
import { ACHIEVEMENT_TOAST_MS, AchievementToast } from './achievement-toast';

// canvas-confetti is the test-wide stand-in from testing/setup.ts: jsdom cannot draw on a canvas.
const create = vi.mocked(confetti.create);

/** Every burst fired, through whichever cannon the toast made. */
function bursts(): unknown[][] {
  return create.mock.results.flatMap((made) =>
    made.type === 'return' ? vi.mocked(made.value).mock.calls : [],
  );
}

const NOTICE: UnlockNotice = {
  id: 'code_master',
  title: 'Code Master',
  description: 'Scored 50 or more in Code Racer.',
  points: 25,
};

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

let before = 0;
beforeEach(() => {
  before = bursts().length;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AchievementToast', () => {
  it('says what was unlocked and how many points it brings', () => {
    render(<AchievementToast notice={NOTICE} onDismiss={vi.fn()} />);
    const toast = screen.getByTestId('achievement-toast');
    expect(toast).toHaveTextContent('Achievement Unlocked!');
    expect(toast).toHaveTextContent('+25 pts');
    expect(toast).toHaveTextContent('Code Master');
    expect(toast).toHaveTextContent('Scored 50 or more in Code Racer.');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    // The countdown bar is for the eye only; the live region around the toast speaks.
    expect(screen.getByTestId('achievement-toast-countdown')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('bursts confetti once: 100 particles, spread 70, none for reduced motion', () => {
    const view = render(<AchievementToast notice={NOTICE} onDismiss={vi.fn()} />);
    view.rerender(<AchievementToast notice={NOTICE} onDismiss={vi.fn()} />);
    const fired = bursts().slice(before);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toEqual([
      expect.objectContaining({ particleCount: 100, spread: 70, disableForReducedMotion: true }),
    ]);
    // The library's full-window canvas, drawn in its worker, told the same.
    expect(create).toHaveBeenCalledWith(undefined, {
      resize: true,
      useWorker: true,
      disableForReducedMotion: true,
    });
  });

  it('dismisses itself after 5 s', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<AchievementToast notice={NOTICE} onDismiss={onDismiss} />);
    advance(ACHIEVEMENT_TOAST_MS - 1);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('holds the countdown while pointed at, and carries on with the time that was left', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<AchievementToast notice={NOTICE} onDismiss={onDismiss} />);
    const toast = screen.getByTestId('achievement-toast');
    advance(2000);
    fireEvent.mouseEnter(toast);
    expect(screen.getByTestId('achievement-toast-countdown')).toHaveAttribute(
      'data-paused',
      'true',
    );
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    advance(2999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('holds the countdown while its button has focus', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<AchievementToast notice={NOTICE} onDismiss={onDismiss} />);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    advance(ACHIEVEMENT_TOAST_MS * 2);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('goes when Dismiss is pressed', async () => {
    const onDismiss = vi.fn();
    render(<AchievementToast notice={NOTICE} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
