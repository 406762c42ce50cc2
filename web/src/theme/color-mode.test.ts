import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followSystemScheme } from './color-mode';

const root = document.documentElement;
let systemDark = false;
const listeners = new Set<() => void>();

/** The device switching its light/dark setting while the page is open. */
function switchSystem(dark: boolean): void {
  systemDark = dark;
  listeners.forEach((listener) => listener());
}

beforeEach(() => {
  localStorage.clear();
  listeners.clear();
  systemDark = false;
  root.setAttribute('data-color-scheme', 'light');
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-color-scheme: dark)' && systemDark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('followSystemScheme', () => {
  it("follows the device's switch while the visitor has made no choice", () => {
    const stop = followSystemScheme();
    switchSystem(true);
    expect(root).toHaveAttribute('data-color-scheme', 'dark');
    switchSystem(false);
    expect(root).toHaveAttribute('data-color-scheme', 'light');
    stop();
    switchSystem(true);
    expect(root).toHaveAttribute('data-color-scheme', 'light');
  });

  it("keeps the visitor's own choice when the device switches", () => {
    localStorage.setItem('mui-mode', 'light');
    followSystemScheme();
    switchSystem(true);
    expect(root).toHaveAttribute('data-color-scheme', 'light');
  });
});
