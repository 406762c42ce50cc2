import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { adopted } from './early-taps';

afterEach(() => {
  document.body.replaceChildren();
});

// Whether React has adopted a node is read from a mark React leaves on it, which no public API
// promises: this fails if a React upgrade moves it, before any early tap is silently lost.
describe('adopted, against the React the app ships', () => {
  it('is false for prerendered markup and true once React has hydrated it', async () => {
    const Button = () => (
      <button type="button" onClick={() => undefined}>
        Tap
      </button>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Button />);
    document.body.append(container);
    const button = container.querySelector('button');
    if (!button) throw new Error('No button rendered');
    expect(adopted(button)).toBe(false);
    await act(async () => {
      hydrateRoot(container, <Button />);
    });
    expect(adopted(button)).toBe(true);
  });
});
