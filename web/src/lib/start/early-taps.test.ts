import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerEarlyTaps } from './early-taps';

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  document.body.replaceChildren();
});

/** A prerendered button in the page, counting the taps its handler would see. */
function prerenderedButton(): { button: HTMLButtonElement; clicks: () => number } {
  const button = document.createElement('button');
  root.append(button);
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

const frames = async (count: number): Promise<void> => {
  for (let frame = 0; frame < count; frame++)
    await new Promise((resolve) => requestAnimationFrame(resolve));
};

describe('answerEarlyTaps', () => {
  it('taps the button boot.js marked again once React has adopted it, once', async () => {
    const { button, clicks } = prerenderedButton();
    button.setAttribute('data-early-tap', '');
    answerEarlyTaps(root);
    expect(button.hasAttribute('data-early-tap')).toBe(false);
    await frames(4);
    expect(clicks()).toBe(0);
    adopt(button);
    await frames(6);
    expect(clicks()).toBe(1);
  });

  it('answers a later tap on a button whose part of the page is not adopted yet', async () => {
    const { button, clicks } = prerenderedButton();
    answerEarlyTaps(root);
    button.click();
    expect(clicks()).toBe(1);
    adopt(button);
    await frames(6);
    expect(clicks()).toBe(2);
  });

  it('leaves taps on adopted buttons, links and Sends to the page', async () => {
    const { button, clicks } = prerenderedButton();
    adopt(button);
    const form = document.createElement('form');
    const send = document.createElement('button');
    form.append(send);
    const link = document.createElement('a');
    link.href = '#here';
    link.setAttribute('role', 'button');
    root.append(form, link);
    let other = 0;
    for (const element of [send, link])
      element.addEventListener('click', (event) => {
        event.preventDefault();
        other += 1;
      });
    answerEarlyTaps(root);
    for (const element of [button, send, link]) element.click();
    adopt(send);
    adopt(link);
    await frames(6);
    expect(clicks()).toBe(1);
    expect(other).toBe(2);
  });

  it('drops the tap when the button was replaced instead of adopted', async () => {
    const { button, clicks } = prerenderedButton();
    button.setAttribute('data-early-tap', '');
    answerEarlyTaps(root);
    button.remove();
    adopt(button);
    await frames(6);
    expect(clicks()).toBe(0);
  });
});
