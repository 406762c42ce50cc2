import { miniGames } from '@shared/content/mini-games';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEventHistory, subscribe, type AppEvents } from '@/lib/events';
import { tabTo } from '@/testing/tab-to';
import { CodeRacer } from './code-racer';

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
});

/** user-event reads `{` and `[` as key names: doubled, they are typed as they are. */
const literally = (text: string) => text.replace(/[{[]/g, '$&$&');

function shownSnippet(): string {
  const code = document.querySelector('pre code');
  if (!code?.textContent) throw new Error('No snippet shown.');
  return code.textContent;
}

/** Typing a whole round key by key through the field takes seconds on a busy machine. */
const TYPING_TIMEOUT_MS = 30_000;

describe('Code Racer', () => {
  it(
    'is played with the keyboard alone: Start, then type each snippet shown, to 50',
    async () => {
      const user = userEvent.setup();
      render(<CodeRacer />);
      expect(screen.getByRole('heading', { name: miniGames.codeRacer.title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
      await user.keyboard('{Enter}');

      const field = screen.getByRole('textbox', { name: 'Type the code' });
      expect(field).toHaveFocus();
      const seen: string[] = [];
      for (let typed = 1; typed <= 5; typed += 1) {
        const snippet = shownSnippet();
        seen.push(snippet);
        expect(field).toHaveAccessibleDescription(expect.stringContaining(snippet));
        await user.keyboard(literally(snippet));
        expect(screen.getByText(`Score: ${typed * 10}`)).toHaveAttribute('role', 'status');
        expect(field).toHaveValue('');
      }
      expect(new Set(seen).size).toBe(5);
      expect(events.at(-1)).toEqual({ game: 'code-racer', score: 50, finished: false, won: false });
      expect(events).toHaveLength(5);
    },
    TYPING_TIMEOUT_MS,
  );

  it('says when the text strays from the snippet, and scores nothing for it', async () => {
    const user = userEvent.setup();
    render(<CodeRacer />);
    await user.keyboard('{Enter}');
    await user.keyboard('#');
    expect(screen.getByRole('textbox', { name: 'Type the code' })).toHaveAccessibleDescription(
      expect.stringContaining('Not quite'),
    );
    expect(screen.getByText('Score: 0')).toBeInTheDocument();
    expect(events).toEqual([]);
  });

  it(
    'wins the round with every snippet typed, says so, and offers Play again',
    async () => {
      const user = userEvent.setup();
      render(<CodeRacer />);
      await user.keyboard('{Enter}');
      for (const _ of miniGames.codeRacer.snippets) await user.keyboard(literally(shownSnippet()));
      const total = miniGames.codeRacer.snippets.length;
      expect(
        screen.getByText(`You typed all ${total} snippets! Final score: ${total * 10}.`),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Play again' })).toHaveFocus();
      expect(events.at(-1)).toEqual({
        game: 'code-racer',
        score: total * 10,
        finished: true,
        won: true,
      });
    },
    TYPING_TIMEOUT_MS,
  );

  // With the clock faked, presses go through fireEvent: user-event's own pauses wait on timers.
  it('ends when time is up, and Play again starts afresh', () => {
    vi.useFakeTimers();
    render(<CodeRacer />);
    expect(screen.getByRole('timer')).toHaveTextContent(
      `Time left: ${miniGames.codeRacer.timeLimitSeconds} s`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Type the code' }), {
      target: { value: shownSnippet() },
    });
    act(() => vi.advanceTimersByTime(miniGames.codeRacer.timeLimitSeconds * 1000));
    expect(
      screen.getByText(/^Time's up! You typed 1 of \d+ snippets for 10 points\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(events.at(-1)).toEqual({ game: 'code-racer', score: 10, finished: true, won: false });

    const again = screen.getByRole('button', { name: 'Play again' });
    expect(again).toHaveFocus();
    fireEvent.click(again);
    expect(screen.getByText('Score: 0')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type the code' })).toHaveFocus();
  });

  it('has no timer in relaxed mode, switched from the keyboard', async () => {
    const user = userEvent.setup();
    render(<CodeRacer />);
    const relaxed = screen.getByRole('switch', { name: 'Relaxed mode (no timer)' });
    await tabTo(user, relaxed);
    await user.keyboard(' ');
    expect(relaxed).toBeChecked();
    expect(screen.getByRole('timer')).toHaveTextContent('No time limit');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    act(() => vi.advanceTimersByTime(10 * 60 * 1000));
    expect(screen.getByRole('textbox', { name: 'Type the code' })).toBeInTheDocument();
    expect(events).toEqual([]);
  });
});
