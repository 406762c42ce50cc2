import confetti from 'canvas-confetti';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/testing/match-media';
import { Fireworks, FIREWORKS_DURATION_MS } from './fireworks';

// canvas-confetti is the test-wide stand-in from testing/setup.ts: jsdom cannot draw on a canvas.
const create = vi.mocked(confetti.create);

function stubReducedMotion(reduce: boolean): void {
  stubMatchMedia({ '(prefers-reduced-motion: reduce)': reduce });
}

/** Lets the lazily loaded library arrive, then returns the cannon the component made with it. */
async function cannon() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  expect(create).toHaveBeenCalledOnce();
  const made = create.mock.results[0];
  if (made?.type !== 'return') throw new Error('canvas-confetti.create did not return a cannon');
  return vi.mocked(made.value);
}

describe('Fireworks', () => {
  beforeEach(() => {
    create.mockClear();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fires confetti bursts over its own canvas for 2.5 s, hidden from assistive tech, then removes itself', async () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    render(<Fireworks />);
    const fireworks = screen.getByTestId('fireworks');
    expect(fireworks.tagName).toBe('CANVAS');
    expect(fireworks).toHaveAttribute('aria-hidden', 'true');

    const fire = await cannon();
    expect(create).toHaveBeenCalledWith(fireworks, { resize: true, disableForReducedMotion: true });
    act(() => {
      vi.advanceTimersByTime(FIREWORKS_DURATION_MS - 1);
    });
    expect(fire.mock.calls.length).toBeGreaterThan(1);
    for (const [options] of fire.mock.calls) {
      expect(options?.origin?.x).toBeGreaterThan(0);
      expect(options?.origin?.x).toBeLessThan(1);
    }
    expect(screen.getByTestId('fireworks')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('fireworks')).not.toBeInTheDocument();
    expect(fire.reset).toHaveBeenCalled();
  });

  it('leaves no timer and no confetti behind when unmounted early', async () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    const { unmount } = render(<Fireworks />);
    const fire = await cannon();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(fire.reset).toHaveBeenCalledOnce();
    expect(fire).not.toHaveBeenCalled();
  });

  it('shows nothing and loads nothing when the visitor prefers reduced motion', async () => {
    stubReducedMotion(true);
    render(<Fireworks />);
    expect(screen.queryByTestId('fireworks')).not.toBeInTheDocument();
    await vi.dynamicImportSettled();
    expect(create).not.toHaveBeenCalled();
  });
});
