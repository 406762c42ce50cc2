import { describe, expect, it, vi } from 'vitest';

describe('firstUse', () => {
  /** A fresh copy of the module: it starts listening when it is first evaluated. */
  async function freshFirstUse(): Promise<() => Promise<void>> {
    vi.resetModules();
    return (await import('./first-use')).firstUse;
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
