import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AchievementId } from '@shared/content/achievements-schema';
import { easterEggsEnabled, setEasterEggsEnabled } from '@/lib/easter-eggs-setting';
import { subscribe } from '@/lib/events';
import { stateWith } from '@/testing/achievements/test-states';
import type { AchievementsState } from '../achievements-api';
import { AchievementsOverlay } from './achievements-overlay';

// A dialog of 13 cards clicked and tabbed through by user-event takes seconds in jsdom on a busy
// machine.
vi.setConfig({ testTimeout: 20_000 });

function renderOverlay(
  state: AchievementsState,
  onUnlockRandom = vi.fn(async (): Promise<AchievementId | undefined> => 'night_owl'),
) {
  const onUnlock = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <MemoryRouter>
      <AchievementsOverlay
        open
        onClose={onClose}
        state={state}
        onUnlock={onUnlock}
        onUnlockRandom={onUnlockRandom}
      />
    </MemoryRouter>,
  );
  const rerender = (next: AchievementsState) =>
    view.rerender(
      <MemoryRouter>
        <AchievementsOverlay
          open
          onClose={onClose}
          state={next}
          onUnlock={onUnlock}
          onUnlockRandom={onUnlockRandom}
        />
      </MemoryRouter>,
    );
  return { onUnlock, onUnlockRandom, onClose, rerender, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Achievements' });
const cards = () =>
  within(screen.getByRole('list', { name: 'Achievements' })).getAllByRole('listitem');
/** Each card's title: the first of its labelled parts. */
const titles = () => cards().map((item) => item.querySelector('[id]')?.textContent);
const card = (title: string) => cards().find((item) => item.textContent?.includes(title));
const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name });
const status = () => within(dialog()).getByRole('status');

afterEach(() => {
  setEasterEggsEnabled(true);
  localStorage.clear();
});

describe('AchievementsOverlay', () => {
  it('filters the cards by category, one chip pressed at a time', async () => {
    const { user } = renderOverlay(stateWith('signed-in'));
    expect(cards()).toHaveLength(13);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');

    await user.click(chip('Design'));
    expect(titles()).toEqual(['Design Appreciator', 'Dark Mode Fan']);
    expect(chip('Design')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');

    await user.click(chip('Development'));
    expect(cards()).toHaveLength(4);
    await user.click(chip('Leadership'));
    expect(cards()).toHaveLength(2);
    await user.click(chip('Exploration'));
    expect(cards()).toHaveLength(3);
    await user.click(chip('Hidden'));
    expect(titles()).toEqual(['Secret Finder', 'Portfolio Master']);
    await user.click(chip('All'));
    expect(cards()).toHaveLength(13);
  });

  it('counts the unlocked ones, their points and the share done', () => {
    renderOverlay(stateWith('signed-in', ['code_master', 'night_owl', 'easter_egg_finder']));
    expect(dialog()).toHaveTextContent('3 / 13Unlocked');
    expect(dialog()).toHaveTextContent('50Points');
    expect(dialog()).toHaveTextContent('23%Complete');
    const progress = screen.getByRole('progressbar', { name: 'Achievements unlocked' });
    expect(progress).toHaveAttribute('aria-valuenow', '23');
    expect(progress).toHaveAttribute('aria-valuetext', '3 of 13 unlocked, 23%');
  });

  it('shows what an unlocked card says and when, and how to earn a locked one (vaguely if hidden)', () => {
    renderOverlay(stateWith('signed-in', ['code_master']));
    const unlocked = card('Code Master');
    expect(unlocked).toHaveTextContent('Scored 50 or more in Code Racer.');
    expect(unlocked).toHaveTextContent(/Unlocked .*2026/);
    expect(unlocked).toHaveTextContent('25 pts');
    expect(unlocked).toHaveTextContent('Development');
    expect(unlocked).not.toHaveTextContent('Click to unlock for demo');

    expect(card('Bug Squasher')).toHaveTextContent('Squash all five bugs in Bug Squasher.');
    expect(card('Secret Finder')).toHaveTextContent(
      'Hidden. Two letters open it where the projects are.',
    );
    expect(card('Secret Finder')).not.toHaveTextContent('Found the secret project');
  });

  it('signed in: a locked card unlocks on a click, an unlocked one is only there to read', async () => {
    const { user, onUnlock } = renderOverlay(stateWith('signed-in', ['code_master']));
    expect(screen.queryByText('Create an Account to Track Achievements')).not.toBeInTheDocument();
    const locked = within(card('Dark Mode Fan') ?? dialog()).getByRole('button', {
      name: /^Dark Mode Fan/,
    });
    expect(locked).toHaveAccessibleName(/Switch to dark mode\..*Click to unlock for demo$/);
    await user.click(locked);
    expect(onUnlock).toHaveBeenCalledWith('dark_mode_fan');
    expect(within(card('Code Master') ?? dialog()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('announces each achievement unlocked while it is open', () => {
    const { rerender } = renderOverlay(stateWith('signed-in'));
    expect(status()).toBeEmptyDOMElement();
    rerender(stateWith('signed-in', ['dark_mode_fan']));
    expect(status()).toHaveTextContent('Achievement Unlocked! Dark Mode Fan, +15 pts.');
    rerender(stateWith('signed-in', ['dark_mode_fan', 'easter_egg_finder']));
    expect(status()).toHaveTextContent('Achievement Unlocked! Easter Egg Hunter, +10 pts.');
  });

  it('stays quiet about unlocks that arrive with the session', () => {
    const { rerender } = renderOverlay(stateWith('loading'));
    rerender(stateWith('signed-in', ['dark_mode_fan']));
    expect(status()).toBeEmptyDOMElement();
  });

  it('unlocks a random one for a signed-in visitor, and says so when none is left', async () => {
    const unlockRandom = vi.fn(async (): Promise<AchievementId | undefined> => undefined);
    const { user } = renderOverlay(stateWith('signed-in'), unlockRandom);
    await user.click(screen.getByRole('button', { name: 'Unlock Random Achievement' }));
    expect(unlockRandom).toHaveBeenCalledTimes(1);
    expect(status()).toHaveTextContent('Every achievement is already unlocked.');
  });

  it('offers no random unlock once everything is unlocked', () => {
    const all = stateWith('signed-in').cards.map((item) => item.id);
    renderOverlay(stateWith('signed-in', all));
    expect(screen.getByRole('button', { name: 'Unlock Random Achievement' })).toBeDisabled();
  });

  it('signed out: a cover asks to sign in, and nothing behind it can be reached', async () => {
    const { user, onClose } = renderOverlay(stateWith('signed-out'));
    const cover = screen.getByRole('group', { name: 'Create an Account to Track Achievements' });
    const signIn = within(cover).getByRole('link', { name: 'Sign In / Create Account' });
    expect(signIn).toHaveAttribute('href', '/auth');
    expect(within(cover).getByRole('button', { name: 'Maybe Later' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unlock Random Achievement' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Achievements' }).closest('[inert]')).not.toBeNull();

    await user.click(signIn);
    expect(onClose).toHaveBeenCalled();
  });

  it('signed out after Maybe Later: a click on a card only highlights it', async () => {
    const { user, onUnlock } = renderOverlay(stateWith('signed-out'));
    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('group', { name: /Create an Account/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Achievements' }).closest('[inert]')).toBeNull();
    expect(dialog()).not.toHaveTextContent('Click to unlock for demo');
    expect(screen.queryByRole('button', { name: 'Unlock Random Achievement' })).toBeNull();

    const nightOwl = screen.getByRole('button', { name: /^Night Owl/ });
    expect(nightOwl).toHaveAttribute('aria-pressed', 'false');
    await user.click(nightOwl);
    expect(nightOwl).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /^Team Builder/ }));
    expect(nightOwl).toHaveAttribute('aria-pressed', 'false');
    expect(onUnlock).not.toHaveBeenCalled();
  });

  it('asks for the mini-games and closes itself, so they do not open behind it', async () => {
    const requested = vi.fn();
    const stop = subscribe('games.requested', requested);
    const { user, onClose } = renderOverlay(stateWith('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Play mini-games' }));
    expect(requested).toHaveBeenCalledWith({});
    expect(onClose).toHaveBeenCalled();
    stop();
  });

  it('turns the easter eggs and hints off and on', async () => {
    const { user } = renderOverlay(stateWith('signed-in'));
    const eggs = screen.getByRole('switch', { name: 'Easter eggs and hints' });
    expect(eggs).toBeChecked();
    await user.click(eggs);
    expect(easterEggsEnabled()).toBe(false);
    expect(eggs).not.toBeChecked();
    await user.click(eggs);
    expect(easterEggsEnabled()).toBe(true);
  });

  it('reaches every chip and every card with Tab, and closes on Escape', async () => {
    const { user, onClose } = renderOverlay(stateWith('signed-in', ['code_master', 'night_owl']));
    const reached = new Set<Element>();
    // Round the dialog once: the focus trap brings Tab back to the first stop.
    for (let step = 0; step < 40; step += 1) {
      await user.tab();
      const focused = document.activeElement;
      if (!focused || reached.has(focused)) break;
      reached.add(focused);
    }
    for (const name of ['All', 'Development', 'Design', 'Leadership', 'Exploration', 'Hidden'])
      expect(reached).toContain(chip(name));
    for (const item of cards()) {
      const focusable = item.querySelector('button, [tabindex="0"]');
      expect(focusable).not.toBeNull();
      expect(reached).toContain(focusable);
    }
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
