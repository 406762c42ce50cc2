import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe, type AppEvents } from '@/lib/events';
import { createAppTheme } from './theme';

const theme = createAppTheme();
import { THEME_TRANSITION_MS, ThemeToggle } from './theme-toggle';
import { stubMatchMedia } from '@/testing/match-media';

/** jsdom has no matchMedia: stub the system preference (light unless told otherwise). */
function stubSystem(scheme: 'light' | 'dark' = 'light'): void {
  stubMatchMedia({ '(prefers-color-scheme: dark)': scheme === 'dark' });
}

function renderToggle() {
  return render(
    <ThemeProvider theme={theme} defaultMode="system">
      <ThemeToggle />
    </ThemeProvider>,
  );
}

const root = document.documentElement;

describe('ThemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    root.removeAttribute('data-color-scheme');
    root.classList.remove('theme-transition');
    stubSystem();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows a light system until the user chooses', () => {
    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(root).toHaveAttribute('data-color-scheme', 'light');
    expect(localStorage.getItem('mui-mode')).not.toBe('dark');
  });

  it('follows a dark system until the user chooses', () => {
    stubSystem('dark');
    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(root).toHaveAttribute('data-color-scheme', 'dark');
  });

  it('switches to dark, stores the choice and cross-fades for 500 ms', () => {
    vi.useFakeTimers();
    renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));

    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(root).toHaveAttribute('data-color-scheme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(root).toHaveClass('theme-transition');

    expect(THEME_TRANSITION_MS).toBe(500);
    act(() => {
      vi.advanceTimersByTime(THEME_TRANSITION_MS - 1);
    });
    expect(root).toHaveClass('theme-transition');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(root).not.toHaveClass('theme-transition');
  });

  it('keeps the stored dark choice in a freshly rendered page', () => {
    const first = renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    first.unmount();
    root.removeAttribute('data-color-scheme');

    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(root).toHaveAttribute('data-color-scheme', 'dark');
  });

  it('switches back to light and stores that choice too', () => {
    renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('mui-mode')).toBe('light');
    expect(root).toHaveAttribute('data-color-scheme', 'light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('tells the app when the visitor switches, and only then', () => {
    const changed = vi.fn<(payload: AppEvents['theme.changed']) => void>();
    const stop = subscribe('theme.changed', changed);
    try {
      stubSystem('dark');
      renderToggle();
      // Following the system is not a choice of the visitor's.
      expect(changed).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
      expect(changed).toHaveBeenCalledExactlyOnceWith({ mode: 'light' });

      fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
      expect(changed).toHaveBeenLastCalledWith({ mode: 'dark' });
      expect(changed).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });
});
