import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '@/lib/events';
import { TrophyButton } from './trophy-button';
import { ACHIEVEMENTS_STORAGE_KEY } from '../storage-key';
import { reportShortcut, reportUnlockedCount } from './trophy-state';

const entry = (id: string) => ({ id, unlocked: true, date: '2026-03-14T09:30:00.000Z' });

beforeEach(() => {
  localStorage.setItem(
    ACHIEVEMENTS_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      users: {
        u1: {
          achievements: [entry('code_master'), entry('night_owl'), entry('easter_egg_finder')],
        },
      },
    }),
  );
});

afterEach(() => {
  localStorage.clear();
  act(() => {
    reportUnlockedCount('nobody', 0);
    reportShortcut(undefined);
  });
});

describe('TrophyButton', () => {
  it('shows the signed-in visitor’s unlocked count and says it in its name', () => {
    render(<TrophyButton uid="u1" />);
    const button = screen.getByRole('button', { name: 'Achievements, 3 unlocked' });
    expect(button).toHaveTextContent('3');
  });

  it('shows no count signed out', () => {
    render(<TrophyButton uid={undefined} />);
    const button = screen.getByRole('button', { name: 'Achievements, 0 unlocked' });
    expect(button).toHaveTextContent('');
  });

  it('follows the count the engine reports', () => {
    render(<TrophyButton uid="u1" />);
    act(() => reportUnlockedCount('u1', 4));
    expect(screen.getByRole('button', { name: 'Achievements, 4 unlocked' })).toHaveTextContent('4');
  });

  it('names the keyboard shortcut only while something listens for it', () => {
    render(<TrophyButton uid="u1" />);
    const button = screen.getByRole('button', { name: 'Achievements, 3 unlocked' });
    expect(button).not.toHaveAttribute('aria-keyshortcuts');
    expect(button).toHaveAttribute('title', 'Achievements');

    act(() => reportShortcut('Shift+A'));
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Shift+A');
    expect(button).toHaveAttribute('title', 'Achievements (Shift+A)');

    act(() => reportShortcut(undefined));
    expect(button).not.toHaveAttribute('aria-keyshortcuts');
  });

  it('asks for the achievements overlay when clicked', async () => {
    const requests = vi.fn();
    const stop = subscribe('achievements.requested', requests);
    render(<TrophyButton uid="u1" />);
    await userEvent.click(screen.getByRole('button', { name: /^Achievements/ }));
    expect(requests).toHaveBeenCalledTimes(1);
    stop();
  });
});
