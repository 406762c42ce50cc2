import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '@/lib/events';
import { setAchievementsShortcutEnabled } from './achievements-shortcut';
import { TrophyButton } from './trophy-button';
import { ACHIEVEMENTS_STORAGE_KEY, reportUnlockedCount } from './unlocked-count';

const entry = (id: string) => ({ id, unlocked: true, date: '2026-03-14T09:30:00.000Z' });

function listenForRequests() {
  const requests = vi.fn();
  const stop = subscribe('achievements.requested', requests);
  return { requests, stop };
}

beforeEach(() => {
  localStorage.setItem(
    ACHIEVEMENTS_STORAGE_KEY,
    JSON.stringify({
      u1: { entries: [entry('code_master'), entry('night_owl'), entry('easter_egg_finder')] },
    }),
  );
});

afterEach(() => {
  localStorage.clear();
  reportUnlockedCount('nobody', 0);
  setAchievementsShortcutEnabled(true);
});

describe('TrophyButton', () => {
  it('shows the signed-in visitor’s unlocked count and says it in its name', () => {
    render(<TrophyButton uid="u1" />);
    const button = screen.getByRole('button', { name: 'Achievements, 3 unlocked' });
    expect(button).toHaveTextContent('3');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Shift+A');
    expect(button).toHaveAttribute('title', 'Achievements (Shift+A)');
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

  it('asks for the achievements overlay when clicked', async () => {
    const { requests, stop } = listenForRequests();
    render(<TrophyButton uid="u1" />);
    await userEvent.click(screen.getByRole('button', { name: /^Achievements/ }));
    expect(requests).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks for it on Shift+A, but not while typing, with other modifiers, or on a plain a', async () => {
    const { requests, stop } = listenForRequests();
    render(
      <>
        <TrophyButton uid="u1" />
        <label>
          Message <input />
        </label>
      </>,
    );
    const user = userEvent.setup();
    await user.keyboard('a');
    await user.keyboard('{Control>}{Shift>}A{/Shift}{/Control}');
    expect(requests).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Message'));
    await user.keyboard('{Shift>}A{/Shift}');
    expect(requests).not.toHaveBeenCalled();

    fireEvent.keyDown(document.body, { key: 'A', shiftKey: true });
    expect(requests).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves Shift+A alone once the visitor turns the shortcut off', () => {
    const { requests, stop } = listenForRequests();
    render(<TrophyButton uid="u1" />);
    act(() => setAchievementsShortcutEnabled(false));
    fireEvent.keyDown(document.body, { key: 'A', shiftKey: true });
    expect(requests).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Achievements, 3 unlocked' });
    expect(button).not.toHaveAttribute('aria-keyshortcuts');
    stop();
  });
});
