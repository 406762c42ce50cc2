import { miniGames } from '@shared/content/mini-games';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '@/testing/tab-to';
import { MiniGamesDialog } from './mini-games-dialog';

const games = [miniGames.codeRacer, miniGames.skillMatcher, miniGames.bugSquasher];

describe('the Mini Games dialog', () => {
  it('offers the three games, each with its title and description', () => {
    render(<MiniGamesDialog open onClose={vi.fn()} requestNumber={1} />);
    const dialog = screen.getByRole('dialog', { name: 'Mini Games' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Games' })).getAllByRole('button'),
    ).toHaveLength(3);
    for (const game of games) {
      const button = within(dialog).getByRole('button', { name: game.title });
      expect(button).toHaveAccessibleDescription(game.description);
    }
  });

  it('opens a game from the keyboard and goes Back to the menu, focus on the game left', async () => {
    const user = userEvent.setup();
    render(<MiniGamesDialog open onClose={vi.fn()} requestNumber={1} />);
    await tabTo(user, screen.getByRole('button', { name: 'Skill Matcher' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Skill Matcher' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();

    await tabTo(user, screen.getByRole('button', { name: 'Back to games' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('heading', { name: 'Skill Matcher' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skill Matcher' })).toHaveFocus();
  });

  it('opens straight on the game asked for', () => {
    render(<MiniGamesDialog open onClose={vi.fn()} game="bug-squasher" requestNumber={1} />);
    expect(screen.getByRole('heading', { name: 'Bug Squasher' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to games' })).toBeInTheDocument();
  });

  it('closes with its Close button and with Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<MiniGamesDialog open onClose={onClose} requestNumber={1} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
