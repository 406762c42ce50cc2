import { miniGames } from '@shared/content/mini-games';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEventHistory, subscribe, type AppEvents } from '@/lib/events';
import { stubMatchMedia } from '@/testing/match-media';
import { BugSquasher, SCUTTLE_EVERY_MS } from './bug-squasher';

let events: AppEvents['game.scored'][];
let stop: () => void;
beforeEach(() => {
  events = [];
  stop = subscribe('game.scored', (event) => events.push(event));
});
afterEach(() => {
  stop();
  clearEventHistory();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bugs = () =>
  within(screen.getByRole('group', { name: 'Bug board' })).queryAllByRole('button');
const places = () => bugs().map((bug) => `${bug.style.left} ${bug.style.top}`);

describe('Bug Squasher', () => {
  it('is played with the keyboard alone: Start, then Enter or Space on each bug, to 100', async () => {
    const user = userEvent.setup();
    render(<BugSquasher />);
    await user.keyboard('{Enter}');
    expect(bugs().map((bug) => bug.getAttribute('aria-label'))).toEqual([
      'Bug 1',
      'Bug 2',
      'Bug 3',
      'Bug 4',
      'Bug 5',
    ]);
    expect(screen.getByRole('button', { name: 'Bug 1' })).toHaveFocus();
    for (const [index, key] of ['{Enter}', ' ', '{Enter}', ' '].entries()) {
      await user.keyboard(key);
      expect(screen.getByText(`Score: ${(index + 1) * 20}`)).toBeInTheDocument();
      // The squashed bug has left the board; the next one has the focus.
      expect(screen.getByRole('button', { name: `Bug ${index + 2}` })).toHaveFocus();
    }
    await user.keyboard('{Enter}');
    expect(screen.queryAllByRole('button', { name: /^Bug \d$/ })).toHaveLength(0);
    expect(screen.getByText('All 5 bugs squashed! Final score: 100.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play again' })).toHaveFocus();
    expect(events.map((event) => event.score)).toEqual([20, 40, 60, 80, 100, 100]);
    expect(events.at(-1)).toEqual({ game: 'bug-squasher', score: 100, finished: true, won: true });
  });

  // The clock's tests press with fireEvent: user-event's own pauses wait on timers faked here.
  it('moves the bugs while playing, and Pause bugs stops them', () => {
    vi.useFakeTimers();
    render(<BugSquasher />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const start = places();
    act(() => vi.advanceTimersByTime(SCUTTLE_EVERY_MS));
    const moved = places();
    expect(moved.every((place, index) => place !== start[index])).toBe(true);

    const pause = screen.getByRole('button', { name: 'Pause bugs' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(SCUTTLE_EVERY_MS * 5));
    expect(places()).toEqual(moved);
  });

  it('keeps the bugs still with reduced motion, without a pause control to need', () => {
    stubMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    vi.useFakeTimers();
    render(<BugSquasher />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const start = places();
    act(() => vi.advanceTimersByTime(SCUTTLE_EVERY_MS * 5));
    expect(places()).toEqual(start);
    expect(screen.queryByRole('button', { name: 'Pause bugs' })).not.toBeInTheDocument();
  });

  it('ends when time is up with the bugs squashed so far', () => {
    vi.useFakeTimers();
    render(<BugSquasher />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bug 1' }));
    act(() => vi.advanceTimersByTime(miniGames.bugSquasher.timeLimitSeconds * 1000));
    expect(
      screen.getByText("Time's up! You squashed 1 of 5 bugs for 20 points."),
    ).toBeInTheDocument();
    expect(events.at(-1)).toEqual({ game: 'bug-squasher', score: 20, finished: true, won: false });
  });
});
