import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Fireworks, FIREWORKS_DURATION_MS } from './fireworks';

function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
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
