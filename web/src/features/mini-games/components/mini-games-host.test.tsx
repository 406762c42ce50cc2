import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearEventHistory, publish } from '@/lib/events';
import { MiniGamesHost } from './mini-games-host';

afterEach(() => clearEventHistory());

describe('MiniGamesHost', () => {
  it('shows nothing until someone asks for the games, then opens the modal', async () => {
    render(<MiniGamesHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => publish('games.requested', {}));
    expect(await screen.findByRole('dialog', { name: 'Mini Games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Code Racer' })).toBeInTheDocument();
  });

  it('opens on the game named in the request', async () => {
    render(<MiniGamesHost />);
    act(() => publish('games.requested', { game: 'code-racer' }));
    expect(await screen.findByRole('heading', { name: 'Code Racer' })).toBeInTheDocument();
  });

  it('hears a request made before it was mounted', async () => {
    publish('games.requested', {});
    render(<MiniGamesHost />);
    expect(await screen.findByRole('dialog', { name: 'Mini Games' })).toBeInTheDocument();
  });

  it('starts afresh at the menu after being closed mid-round', async () => {
    const user = userEvent.setup();
    render(<MiniGamesHost />);
    act(() => publish('games.requested', {}));
    await user.click(await screen.findByRole('button', { name: 'Bug Squasher' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Bug 1' }));
    expect(screen.getByText('Score: 20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => publish('games.requested', {}));
    expect(await screen.findByRole('button', { name: 'Bug Squasher' })).toBeInTheDocument();
    expect(screen.queryByText('Score: 20')).not.toBeInTheDocument();
  });
});
