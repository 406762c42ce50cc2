import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const settle = async (): Promise<void> => {
  for (let tick = 0; tick < 10; tick++) await Promise.resolve();
};

beforeEach(() => {
  // Each case reads a fresh module: what it waits for is kept once per page.
  vi.resetModules();
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pageContentShown', () => {
  it('on a page drawn in the browser, waits for the page to be drawn and for every card to load', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { markPageDrawn, pageContentShown } = await import('./content-shown');
    let shown = false;
    void pageContentShown().then(() => (shown = true));
    const root = document.getElementById('root');
    if (!root) throw new Error('no root');

    root.innerHTML =
      '<main><h1>Your dashboard</h1><p role="progressbar">Checking your session</p></main>';
    await settle();
    expect(shown).toBe(false);
    root.innerHTML = '<main><h1>Your dashboard</h1><section data-waiting="true"></section></main>';
    markPageDrawn();
    await settle();
    expect(shown).toBe(false);
    root.querySelector('section')?.removeAttribute('data-waiting');
    await vi.waitFor(() => expect(shown).toBe(true));
  });

  it('gives up waiting 3 s after load', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<div id="root"><main></main></div>';
      const { pageContentShown } = await import('./content-shown');
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
