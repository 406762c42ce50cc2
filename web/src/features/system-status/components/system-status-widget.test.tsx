import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SystemStatusWidget } from './system-status-widget';

const session = vi.hoisted(() => ({ status: 'signed-out' as 'signed-in' | 'signed-out' }));
vi.mock('@/lib/session', () => ({ getSession: () => ({ status: session.status }) }));

let statuses: Record<string, number> = {};
let delays: Record<string, number> = {};
const fetchMock = vi.fn(
  (url: string) =>
    new Promise<Response>((resolve) => {
      setTimeout(
        () => resolve(new Response(null, { status: statuses[url] ?? 200 })),
        delays[url] ?? 120,
      );
    }),
);

let visibility: DocumentVisibilityState = 'visible';
let online = true;

/** What the browser does when the connection goes or comes back. */
function setOnline(next: boolean): void {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

function setVisibility(next: DocumentVisibilityState): void {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Lets fake time pass and every answer that falls due land. */
async function elapse(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<SystemStatusWidget />);
  const toggle = screen.getByRole('button', { name: /^System Status/ });
  return { user, toggle };
}

async function expand(user: ReturnType<typeof userEvent.setup>, toggle: HTMLElement) {
  await user.click(toggle);
  // Longer than any endpoint's delay in these tests, shorter than the 5 s timeout.
  await elapse(3000);
  return screen.getByRole('region', { name: 'System Status' });
}

// The panel's code (and MUI's, and the query cache a part drawn with MUI brings) loads on the
// first expansion; loaded beforehand here, it arrives within the fake time each test lets pass.
beforeAll(async () => {
  await Promise.all([
    import('./system-status-panel'),
    import('@/theme/styled-scope'),
    import('@/lib/query/query-provider'),
  ]);
});

const calledUrls = (): string[] => fetchMock.mock.calls.map(([url]) => url);

beforeEach(() => {
  vi.useFakeTimers();
  statuses = {};
  delays = {};
  session.status = 'signed-out';
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  // Testing Library waits on a zero-delay timer after every user-event call and advances it only
  // for Jest's fake timers; this lets it do the same with Vitest's, so the clock stays exact.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SystemStatusWidget', () => {
  it('starts collapsed and expands and collapses from the pill', async () => {
    const { user, toggle } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'System Status' })).not.toBeInTheDocument();

    const panel = await expand(user, toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('heading', { name: 'System Status' })).toBeVisible();

    await user.click(toggle);
    await elapse(500);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'System Status' })).not.toBeInTheDocument();
  });

  it('shows the summary and one row per service with its status and response time', async () => {
    const { user, toggle } = setup();
    const panel = await expand(user, toggle);

    expect(within(panel).getByText('All Systems Operational')).toBeVisible();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^[A-Z]/).textContent)).toEqual([
      'API Server',
      'Authentication',
      'Availability',
      'Endorsements',
      'Quinn AI',
      'Email System',
      'VR Manager',
    ]);
    const api = rows[0];
    if (!api) throw new Error('no API Server row');
    expect(within(api).getByText('120 ms')).toBeVisible();
    expect(within(api).getByText('healthy')).toBeVisible();
    const auth = rows[1];
    if (!auth) throw new Error('no Authentication row');
    expect(within(auth).getByText('signed out')).toBeVisible();
    expect(within(auth).getByText('0 ms')).toBeVisible();
    expect(within(panel).getByText(/^Last checked: /)).toBeVisible();
    expect(toggle).toHaveAccessibleName('System Status: All Systems Operational');
  });

  it('never calls /api/user for a signed-out visitor, but does once signed in', async () => {
    const { user, toggle } = setup();
    await expand(user, toggle);
    expect(calledUrls()).toEqual(['/api/health', '/api/availability', '/api/endorsements']);

    session.status = 'signed-in';
    statuses = { '/api/user': 401 };
    await user.click(screen.getByRole('button', { name: 'Refresh Status' }));
    await elapse(3000);
    expect(calledUrls()).toContain('/api/user');
    expect(screen.getByText('All Systems Operational')).toBeVisible();
  });

  it('reports Critical Issues when a check fails', async () => {
    statuses = { '/api/health': 500 };
    const { user, toggle } = setup();
    const panel = await expand(user, toggle);

    expect(within(panel).getByText('Critical Issues')).toBeVisible();
    const api = within(panel).getByText('API Server').closest('li');
    expect(api).not.toBeNull();
    expect(within(api as HTMLElement).getByText('error')).toBeVisible();
  });

  it('reports Some Issues Detected when a check is slow', async () => {
    delays = { '/api/availability': 2500 };
    const { user, toggle } = setup();
    const panel = await expand(user, toggle);

    expect(within(panel).getByText('Some Issues Detected')).toBeVisible();
    const row = within(panel).getByText('Availability').closest('li');
    expect(within(row as HTMLElement).getByText('warning')).toBeVisible();
    expect(within(row as HTMLElement).getByText('2500 ms')).toBeVisible();
  });

  it('runs the checks again on Refresh Status', async () => {
    const { user, toggle } = setup();
    const panel = await expand(user, toggle);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    statuses = { '/api/endorsements': 503 };
    await user.click(within(panel).getByRole('button', { name: 'Refresh Status' }));
    await elapse(200);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(within(panel).getByText('Critical Issues')).toBeVisible();
  });

  it('collapses on Close and gives focus back to the pill', async () => {
    const { user, toggle } = setup();
    const panel = await expand(user, toggle);

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await elapse(500);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'System Status' })).not.toBeInTheDocument();
  });

  it('collapses on Escape from inside the panel', async () => {
    const { user, toggle } = setup();
    const panel = await expand(user, toggle);

    within(panel).getByRole('button', { name: 'Refresh Status' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('polls again every 30 s', async () => {
    const { user, toggle } = setup();
    await expand(user, toggle);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    await elapse(30_000 - 3000 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await elapse(1);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    await elapse(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(9);
  });

  it('waits 3 s after mount before the first check while collapsed', async () => {
    const { toggle } = setup();
    await elapse(2999);
    expect(fetchMock).not.toHaveBeenCalled();
    await elapse(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await elapse(200);
    expect(toggle).toHaveAccessibleName('System Status: All Systems Operational');
  });

  it('pauses while the page is hidden and checks at once when it is shown again', async () => {
    const { user, toggle } = setup();
    await expand(user, toggle);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    setVisibility('hidden');
    await elapse(90_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    setVisibility('visible');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });
});

describe('SystemStatusWidget offline', () => {
  const OFFLINE_NOTE = "You're offline. Services will be checked again when you're back online.";

  it('says Offline, checks nothing and reports no service as failed', async () => {
    online = false;
    const { user, toggle } = setup();
    await elapse(5000);
    expect(toggle).toHaveAccessibleName('System Status: Offline');

    const panel = await expand(user, toggle);
    expect(within(panel).getByRole('status')).toHaveTextContent('Offline');
    expect(within(panel).getByText(OFFLINE_NOTE)).toBeVisible();
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Critical Issues')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Refresh Status' })).toBeDisabled();

    await elapse(90_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops checking when the connection goes and checks at once when it is back', async () => {
    const { user, toggle } = setup();
    const panel = await expand(user, toggle);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(7);

    setOnline(false);
    expect(within(panel).getByRole('status')).toHaveTextContent('Offline');
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('System Status: Offline');
    // The time of the last real check stays: it is still true.
    expect(within(panel).getByText(/^Last checked: /)).toBeVisible();
    await elapse(90_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    setOnline(true);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    await elapse(200);
    expect(within(panel).getByText('All Systems Operational')).toBeVisible();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
    expect(within(panel).getByRole('button', { name: 'Refresh Status' })).toBeEnabled();
    await elapse(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(9);
  });

  it('drops the answers of checks that were under way when the connection went', async () => {
    statuses = { '/api/health': 500 };
    delays = { '/api/health': 1000 };
    const { user, toggle } = setup();
    await user.click(toggle);
    const panel = screen.getByRole('region', { name: 'System Status' });
    await elapse(100);
    expect(panel).toHaveAttribute('aria-busy', 'true');

    setOnline(false);
    expect(panel).toHaveAttribute('aria-busy', 'false');
    await elapse(2000);
    expect(within(panel).getByRole('status')).toHaveTextContent('Offline');
    expect(within(panel).queryByText('Critical Issues')).not.toBeInTheDocument();
    expect(within(panel).getByText('Not checked yet')).toBeVisible();
  });
});
