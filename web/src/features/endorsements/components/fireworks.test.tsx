import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Fireworks, FIREWORKS_DURATION_MS } from './fireworks';
import { stubMatchMedia } from '@/testing/match-media';

function stubReducedMotion(reduce: boolean): void {
  stubMatchMedia({ '(prefers-reduced-motion: reduce)': reduce });
}

describe('Fireworks', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs for 2.5 s, hidden from assistive tech, then removes itself', () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    render(<Fireworks />);
    const fireworks = screen.getByTestId('fireworks');
    expect(fireworks).toHaveAttribute('aria-hidden', 'true');
    expect(fireworks.querySelectorAll('span span').length).toBeGreaterThan(0);

    act(() => {
      vi.advanceTimersByTime(FIREWORKS_DURATION_MS - 1);
    });
    expect(screen.getByTestId('fireworks')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('fireworks')).not.toBeInTheDocument();
  });

  it('leaves no timer behind when unmounted early', () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    const { unmount } = render(<Fireworks />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows nothing when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    render(<Fireworks />);
    expect(screen.queryByTestId('fireworks')).not.toBeInTheDocument();
  });
});
