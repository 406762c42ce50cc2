import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTap } from './early-tap';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** A prerendered button the boot script marked as tapped before the page was live. */
function markedButton(): { button: HTMLButtonElement; clicks: () => number } {
  const button = document.createElement('button');
  button.setAttribute('data-early-tap', '');
  document.body.append(button);
  let count = 0;
  button.addEventListener('click', () => {
    count += 1;
  });
  return { button, clicks: () => count };
}

/** What React leaves on a node it has adopted. */
const adopt = (element: Element): void => {
  Object.assign(element, { __reactProps$test: {} });
};

describe('replayEarlyTap', () => {
  it('taps an adopted button again at once, and only once', () => {
    const { button, clicks } = markedButton();
    adopt(button);
    replayEarlyTap();
    replayEarlyTap();
    expect(clicks()).toBe(1);
    expect(button.hasAttribute('data-early-tap')).toBe(false);
  });

  it('waits until React has adopted the button before tapping it', async () => {
    const { button, clicks } = markedButton();
    replayEarlyTap();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(clicks()).toBe(0);
    adopt(button);
    await vi.waitFor(() => expect(clicks()).toBe(1));
  });

  it('drops the tap when the button was replaced instead of adopted', async () => {
    const { button, clicks } = markedButton();
    replayEarlyTap();
    button.remove();
    adopt(button);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clicks()).toBe(0);
  });
});
