import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe, type AppEvents } from '@/lib/events';
import { stubMatchMedia } from '@/testing/match-media';
import { colorModeStorage } from '@/theme/color-mode';
import { createAppTheme } from '@/theme/theme';
import { THEME_TRANSITION_MS, ThemeToggle } from './theme-toggle';

const theme = createAppTheme();

/** jsdom has no matchMedia: stub the system preference (light unless told otherwise). */
function stubSystem(scheme: 'light' | 'dark' = 'light'): void {
  stubMatchMedia({ '(prefers-color-scheme: dark)': scheme === 'dark' });
}

/** What a part of the page drawn with MUI believes the mode is. */
function ModeProbe() {
  const { mode } = useColorScheme();
  return <output aria-label="MUI mode">{mode}</output>;
}

/** The toggle in the header (no MUI around it) and a part of the page with MUI's provider. */
function renderToggle() {
  return render(
    <>
      <ThemeToggle />
      <ThemeProvider theme={theme} defaultMode="system" storageManager={colorModeStorage}>
        <ModeProbe />
      </ThemeProvider>
    </>,
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

  it('follows a dark system until the user chooses', async () => {
    stubSystem('dark');
    renderToggle();
    expect(
      await screen.findByRole('button', { name: 'Switch to light theme' }),
    ).toBeInTheDocument();
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

  it('keeps the stored dark choice in a freshly rendered page', async () => {
    const first = renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    first.unmount();
    root.removeAttribute('data-color-scheme');

    renderToggle();
    expect(
      await screen.findByRole('button', { name: 'Switch to light theme' }),
    ).toBeInTheDocument();
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

  it('tells the app when the visitor switches, and only then', async () => {
    const changed = vi.fn<(payload: AppEvents['theme.changed']) => void>();
    const stop = subscribe('theme.changed', changed);
    try {
      stubSystem('dark');
      renderToggle();
      // Following the system is not a choice of the visitor's.
      const toLight = await screen.findByRole('button', { name: 'Switch to light theme' });
      expect(changed).not.toHaveBeenCalled();

      fireEvent.click(toLight);
      expect(changed).toHaveBeenCalledExactlyOnceWith({ mode: 'light' });

      fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
      expect(changed).toHaveBeenLastCalledWith({ mode: 'dark' });
      expect(changed).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });

  it('brings the parts of the page drawn with MUI along (they keep their own mode)', async () => {
    renderToggle();
    expect(screen.getByLabelText('MUI mode')).toHaveTextContent('system');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(await screen.findByText('dark')).toHaveAccessibleName('MUI mode');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(await screen.findByText('light')).toHaveAccessibleName('MUI mode');
    expect(root).toHaveAttribute('data-color-scheme', 'light');
  });

  it('switches a page on which no MUI has loaded yet', () => {
    root.setAttribute('data-color-scheme', 'light');
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root).toHaveAttribute('data-color-scheme', 'dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
