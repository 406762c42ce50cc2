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

describe('afterLoadTurn', () => {
  it('gives each caller an idle period of its own, in call order, once the page has loaded', async () => {
    const { afterLoadTurn } = await import('./after-load-turns');
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
    const { afterLoadTurn } = await import('./after-load-turns');
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
    const { afterLoadTurn } = await import('./after-load-turns');
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
