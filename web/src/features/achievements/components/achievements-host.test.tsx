import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEventHistory, publish } from '@/lib/events';
import { loadStyledScope } from '@/lib/start/mui-stages';
import { fakeEngine as engine } from '@/testing/achievements/fake-engine';
import type { UnlockNotice } from '../achievements-api';
import { startAchievements } from '../achievements-engine';
import { AchievementsHost } from './achievements-host';
import { setAchievementsShortcutEnabled } from './achievements-shortcut';
import { useShortcut } from './trophy-state';

// The engine at its module boundary (src/testing/achievements/fake-engine.ts).
vi.mock(
  '../achievements-engine',
  async () => (await import('@/testing/achievements/fake-engine')).fakeEngineModule,
);

const notice = (title: string, points: number): UnlockNotice => ({
  id: 'code_master',
  title,
  description: `${title} description`,
  points,
});

function ShortcutShown() {
  return <p>Shortcut: {useShortcut() ?? 'none'}</p>;
}

function renderHost() {
  return render(
    <MemoryRouter>
      <ShortcutShown />
      <label>
        Message <input />
      </label>
      <AchievementsHost />
    </MemoryRouter>,
  );
}

const overlayShown = () => screen.queryByRole('dialog', { name: 'Achievements' });

const region = () => screen.getByRole('status');

beforeAll(async () => {
  // The overlay's and the toast's code, and MUI's scope they are drawn in, ready before the tests.
  await Promise.all([
    import('./achievements-overlay'),
    import('./achievement-toast'),
    loadStyledScope(),
  ]);
});

beforeEach(() => {
  clearEventHistory();
});

afterEach(() => {
  vi.useRealTimers();
  setAchievementsShortcutEnabled(true);
});

describe('AchievementsHost', () => {
  it('starts the engine once and stops it when it goes', () => {
    const view = renderHost();
    expect(startAchievements).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(engine.stop).toHaveBeenCalledTimes(1);
  });

  it('has its live region on the page before any toast', () => {
    renderHost();
    expect(region()).toBeEmptyDOMElement();
  });

  it('shows one toast at a time, the next once the first is dismissed', async () => {
    renderHost();
    act(() => {
      engine.notify(notice('Code Master', 25));
      engine.notify(notice('Easter Egg Hunter', 10));
    });
    const first = await within(region()).findByText('Code Master');
    expect(region()).toHaveTextContent('+25 pts');
    expect(region()).not.toHaveTextContent('Easter Egg Hunter');

    await userEvent.click(within(region()).getByRole('button', { name: 'Dismiss' }));
    await within(region()).findByText('Easter Egg Hunter');
    expect(first).not.toBeInTheDocument();
    expect(region()).toHaveTextContent('+10 pts');
    await userEvent.click(within(region()).getByRole('button', { name: 'Dismiss' }));
    expect(region()).toBeEmptyDOMElement();
  });

  it('opens the overlay when asked, also when asked before it was there', async () => {
    publish('achievements.requested', {});
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Achievements' });
    expect(within(dialog).getByText('1 / 13')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => publish('achievements.requested', {}));
    await screen.findByRole('dialog', { name: 'Achievements' });
  });

  it('opens the overlay on Shift+A, not while typing or with other modifiers, and tells the trophy', async () => {
    const user = userEvent.setup();
    renderHost();
    expect(screen.getByText('Shortcut: Shift+A')).toBeInTheDocument();

    await user.keyboard('a');
    await user.keyboard('{Control>}{Shift>}A{/Shift}{/Control}');
    await user.click(screen.getByLabelText('Message'));
    await user.keyboard('{Shift>}A{/Shift}');
    expect(screen.getByLabelText('Message')).toHaveValue('A');
    expect(overlayShown()).toBeNull();

    fireEvent.keyDown(document.body, { key: 'A', shiftKey: true });
    await screen.findByRole('dialog', { name: 'Achievements' });
  });

  it('leaves Shift+A alone once the visitor turns it off, and the trophy stops naming it', () => {
    renderHost();
    act(() => setAchievementsShortcutEnabled(false));
    expect(screen.getByText('Shortcut: none')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'A', shiftKey: true });
    expect(overlayShown()).toBeNull();
    act(() => setAchievementsShortcutEnabled(true));
    expect(screen.getByText('Shortcut: Shift+A')).toBeInTheDocument();
  });

  it('stops naming the shortcut when it goes', () => {
    const view = renderHost();
    view.unmount();
    render(<ShortcutShown />);
    expect(screen.getByText('Shortcut: none')).toBeInTheDocument();
  });
});
