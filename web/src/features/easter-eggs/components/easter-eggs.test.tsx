import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easterEggs } from '@shared/content/easter-eggs';
import type { EasterEgg } from '@shared/content/easter-eggs-schema';
import { easterEggsEnabled, setEasterEggsEnabled } from '@/lib/easter-eggs-setting';
import { subscribe, type AppEvents } from '@/lib/events';
import type { SessionState } from '@/lib/session';
import { dismissToast, toast, useCurrentToast } from '@/lib/toast';
import { HINT_EVERY_MS } from '../hint-schedule';
import { EasterEggs, SECRET_OVERLAY_DELAY_MS } from './easter-eggs';
import { HINT_SHOWN_MS } from './hint-toast';

const session = vi.hoisted(() => {
  let state: { status: string } = { status: 'signed-out' };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next: { status: string }) => {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock('@/lib/session', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useSession: () => useSyncExternalStore(session.subscribe, session.get, session.get),
  };
});

const SIGNED_IN: SessionState = {
  status: 'signed-in',
  user: {
    uid: 'u1',
    username: 'marcus',
    email: 'marcus@example.com',
    displayName: 'Marcus',
    role: 'general_user',
    isAdmin: false,
    emailVerified: true,
    twoFactorEnabled: false,
  },
};

const egg = (id: EasterEgg['id']): EasterEgg => {
  const found = easterEggs.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No ${id} egg in the content`);
  return found;
};

const PROMPT = 'Create an Account to Track Achievements';
/** The first load of a dialog brings MUI's runtime and the theme: real seconds in jsdom. */
const FIRST_LOAD = { timeout: 20_000 };

function Probe() {
  const { pathname } = useLocation();
  const current = useCurrentToast();
  return <div data-testid="probe" data-pathname={pathname} data-toast={current?.title ?? ''} />;
}

function renderEggs(random: () => number = () => 0.99) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <h2 id="skills-title">Skills</h2>
      <EasterEggs random={random} />
      <Probe />
    </MemoryRouter>,
  );
}

function type(keys: readonly string[]): void {
  for (const key of keys) {
    fireEvent.keyDown(document.body, { key });
    act(() => {
      vi.advanceTimersByTime(100);
    });
  }
}

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function heard<K extends keyof AppEvents>(name: K): AppEvents[K][] {
  const payloads: AppEvents[K][] = [];
  stops.push(subscribe(name, (payload) => payloads.push(payload)));
  return payloads;
}

let stops: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setEasterEggsEnabled(true);
  session.set({ status: 'signed-out' });
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('a match while signed out', () => {
  it('asks to create an account, tells nobody, and goes to /auth from its button', async () => {
    const found = heard('egg.found');
    renderEggs();
    type(egg('game').pattern);
    const prompt = await vi.waitFor(() => screen.getByRole('dialog', { name: PROMPT }), FIRST_LOAD);
    expect(found).toEqual([]);
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Sign In / Create Account' }));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-pathname', '/auth');
    await vi.waitFor(() => expect(prompt).not.toBeInTheDocument());
  });

  it('closes the prompt on Maybe Later', async () => {
    renderEggs();
    type(egg('game').pattern);
    await vi.waitFor(() => screen.getByRole('dialog', { name: PROMPT }), FIRST_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('probe')).toHaveAttribute('data-pathname', '/');
  });
});

describe('a match while signed in', () => {
  it('tells the app at once and opens the secret 300 ms later, with Play mini-games', async () => {
    session.set(SIGNED_IN);
    const found = heard('egg.found');
    const requested = heard('games.requested');
    renderEggs();
    const game = egg('game');
    type(game.pattern.slice(0, -1));
    fireEvent.keyDown(document.body, { key: game.pattern.at(-1) });
    expect(found).toEqual([{ egg: 'game', by: 'keys' }]);

    advance(SECRET_OVERLAY_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    const secret = await vi.waitFor(
      () => screen.getByRole('dialog', { name: game.label }),
      FIRST_LOAD,
    );
    expect(secret).toHaveTextContent(game.message);
    expect(screen.queryByRole('dialog', { name: PROMPT })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play mini-games' }));
    expect(requested).toEqual([{}]);
    await vi.waitFor(() => expect(secret).not.toBeInTheDocument());
  });

  it('opens the secret of an egg found by taps, without Play mini-games for other eggs', async () => {
    session.set(SIGNED_IN);
    const found = heard('egg.found');
    renderEggs();
    const code = egg('code');
    for (let tap = 0; tap < code.touch.taps; tap += 1) {
      fireEvent.click(screen.getByRole('heading', { name: 'Skills' }));
      advance(100);
    }
    expect(found).toEqual([{ egg: 'code', by: 'taps' }]);
    const secret = await vi.waitFor(
      () => screen.getByRole('dialog', { name: code.label }),
      FIRST_LOAD,
    );
    expect(secret).toHaveTextContent(code.message);
    expect(screen.queryByRole('button', { name: 'Play mini-games' })).not.toBeInTheDocument();
  });

  it('answers a match made while the session loads once it is known', async () => {
    session.set({ status: 'loading' });
    const found = heard('egg.found');
    renderEggs();
    type(egg('game').pattern);
    advance(1000);
    expect(found).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => session.set(SIGNED_IN));
    expect(found).toEqual([{ egg: 'game', by: 'keys' }]);
    await vi.waitFor(() => screen.getByRole('dialog', { name: egg('game').label }), FIRST_LOAD);
  });
});

describe('the hints', () => {
  it('shows "Secret: {hint}" for 4 s when the 12 s check comes up', () => {
    // The first check comes up (0.1 < 0.15) and picks the first egg (0).
    const dice = [0.1, 0];
    renderEggs(() => dice.shift() ?? 0.99);
    advance(HINT_EVERY_MS - 1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    advance(1);
    expect(screen.getByRole('status')).toHaveTextContent(`Secret: ${easterEggs[0]?.hint}`);
    advance(HINT_SHOWN_MS);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('waits while another toast is shown: one toast at a time', () => {
    renderEggs(() => 0);
    act(() => void toast({ title: 'Saved' }));
    advance(HINT_EVERY_MS * 3);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => dismissToast());
    advance(HINT_EVERY_MS);
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
  });
});

describe('the off switch', () => {
  it('Turn off on a hint stops the hints and the listening, and says so', () => {
    const found = heard('egg.found');
    session.set(SIGNED_IN);
    renderEggs(() => 0);
    expect(document.documentElement).toHaveAttribute('data-easter-eggs', 'listening');
    advance(HINT_EVERY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));

    expect(easterEggsEnabled()).toBe(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveAttribute('data-toast', 'Easter eggs turned off');
    expect(document.documentElement).not.toHaveAttribute('data-easter-eggs');
    type(egg('game').pattern);
    advance(HINT_EVERY_MS * 5);
    expect(found).toEqual([]);
    expect(screen.queryByText(/^Secret:/)).not.toBeInTheDocument();
  });

  it('listens to nothing while off, and again once turned back on', async () => {
    setEasterEggsEnabled(false);
    renderEggs(() => 0);
    type(egg('game').pattern);
    advance(HINT_EVERY_MS * 5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Secret:/)).not.toBeInTheDocument();

    act(() => setEasterEggsEnabled(true));
    type(egg('game').pattern);
    await vi.waitFor(() => screen.getByRole('dialog', { name: PROMPT }), FIRST_LOAD);
  });
});
