import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Idle callbacks the test runs one at a time, as a browser would in its idle periods. */
let idleQueue: (() => void)[] = [];
const settle = async (): Promise<void> => {
  for (let tick = 0; tick < 10; tick++) await Promise.resolve();
};
const runIdlePeriod = async (): Promise<void> => {
  // What is waiting for an idle period asks for one first; then the period runs, and the promise
  // chains that hang off it.
  await settle();
  idleQueue.shift()?.();
  await settle();
};

beforeEach(() => {
  idleQueue = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleQueue.push(callback));
  vi.resetModules();
  // A prerendered page: its content came with the HTML.
  document.body.innerHTML = '<div id="root" data-prerendered="/"></div>';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('pageContentShown', () => {
  it('on a page drawn in the browser, waits for its heading and for every card to load', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { pageContentShown } = await import('./page-load');
    let shown = false;
    void pageContentShown().then(() => (shown = true));
    const root = document.getElementById('root');
    if (!root) throw new Error('no root');

    root.innerHTML = '<main><p role="progressbar">Checking your session</p></main>';
    await settle();
    expect(shown).toBe(false);
    root.innerHTML = '<main><h1>Your dashboard</h1><section aria-busy="true"></section></main>';
    await settle();
    expect(shown).toBe(false);
    root.querySelector('section')?.setAttribute('aria-busy', 'false');
    await vi.waitFor(() => expect(shown).toBe(true));
  });

  it('gives up waiting 3 s after load', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<div id="root"><main></main></div>';
      const { pageContentShown } = await import('./page-load');
      let shown = false;
      void pageContentShown().then(() => (shown = true));
      await vi.advanceTimersByTimeAsync(2900);
      expect(shown).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(shown).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('afterLoadTurn', () => {
  it('gives each caller an idle period of its own, in call order, once the page has loaded', async () => {
    const { afterLoadTurn } = await import('./page-load');
    const started: string[] = [];
    for (const name of ['intro', 'status', 'background'])
      void afterLoadTurn().then(() => started.push(name));

    // One turn asks for an idle period at a time, so a browser cannot run two in the same one.
    await settle();
    expect(idleQueue).toHaveLength(1);
    await runIdlePeriod();
    expect(started).toEqual(['intro']);
    expect(idleQueue).toHaveLength(1);
    await runIdlePeriod();
    expect(started).toEqual(['intro', 'status']);
    await runIdlePeriod();
    expect(started).toEqual(['intro', 'status', 'background']);
  });

  it('fetches a turn’s code before its turn ends, and a failed fetch does not stop the queue', async () => {
    const { afterLoadTurn } = await import('./page-load');
    const events: string[] = [];
    let finishFetch: () => void = () => undefined;
    void afterLoadTurn(
      () =>
        new Promise<void>((resolve) => {
          events.push('fetching');
          finishFetch = resolve;
        }),
    ).then(() => events.push('first ready'));
    void afterLoadTurn(() => Promise.reject(new Error('offline'))).then(() =>
      events.push('second ready'),
    );
    void afterLoadTurn().then(() => events.push('third ready'));

    await runIdlePeriod();
    expect(events).toEqual(['fetching']);
    // The next turn waits for the first one's code, not just for an idle period.
    await settle();
    expect(idleQueue).toHaveLength(0);
    finishFetch();
    await settle();
    expect(events).toEqual(['fetching', 'first ready']);
    await runIdlePeriod();
    expect(events).toEqual(['fetching', 'first ready', 'second ready']);
    await runIdlePeriod();
    expect(events).toEqual(['fetching', 'first ready', 'second ready', 'third ready']);
  });

  it('gives a last turn its idle period after every other turn, even those queued after it', async () => {
    const { afterLoadTurn } = await import('./page-load');
    const started: string[] = [];
    void afterLoadTurn().then(() => started.push('offline queue'));
    void afterLoadTurn(undefined, { last: true }).then(() => started.push('service worker'));
    // The page's own parts mount after the shell's.
    void afterLoadTurn().then(() => started.push('intro'));
    await runIdlePeriod();
    expect(started).toEqual(['offline queue']);
    // One queued while the last turn is already waiting goes first too.
    void afterLoadTurn().then(() => started.push('background'));

    for (let period = 0; period < 8; period++) await runIdlePeriod();
    expect(started).toEqual(['offline queue', 'intro', 'background', 'service worker']);
  });
});

describe('firstUse', () => {
  /** A fresh copy of the module: it starts listening when it is first evaluated. */
  async function freshFirstUse(): Promise<() => Promise<void>> {
    vi.resetModules();
    return (await import('./page-load')).firstUse;
  }

  /** Whether `promise` has resolved once pending callbacks have run. */
  async function settledNow(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  }

  it.each([
    ['a press', () => new PointerEvent('pointerdown', { bubbles: true })],
    ['a keystroke', () => new KeyboardEvent('keydown', { key: 'a', bubbles: true })],
    ['typing', () => new Event('input', { bubbles: true })],
  ])('waits while the visitor only reads, and resolves on %s', async (_name, event) => {
    const firstUse = await freshFirstUse();
    // Reading: the page scrolls and the pointer only moves over it.
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(await settledNow(firstUse())).toBe(false);
    document.body.dispatchEvent(event());
    expect(await settledNow(firstUse())).toBe(true);
  });
});
