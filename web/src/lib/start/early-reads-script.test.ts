import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The inline script each page carries, run as the page runs it.
import earlyReadsScript from '../../../early-reads.js?raw';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  localStorage.setItem('session-hint', '1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.innerHTML = '';
  delete window.appEarlyReads;
  window.history.replaceState(null, '', '/');
});

function openAt(path: string, head: string): string[] {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = head;
  new Function(earlyReadsScript)();
  return vi.mocked(fetch).mock.calls.map(([read]) => String(read));
}

/** The app shell names every signed-in page's reads, each for its paths. */
const APP_SHELL = [
  '<meta name="app-early-reads" data-paths="/dashboard" content="/api/user /api/meetings /api/bookings">',
  '<meta name="app-early-reads" data-paths="/admin /admin-direct" content="/api/user">',
].join('');

describe('the early reads of a page (web/early-reads.js)', () => {
  it("start a shell's own reads at whatever path it serves", () => {
    expect(openAt('/admin-direct', '<meta name="app-early-reads" content="/api/user">')).toEqual([
      '/api/user',
    ]);
  });

  it('start, from the app shell, only the reads of the page it is opened at', () => {
    expect(openAt('/dashboard', APP_SHELL)).toEqual([
      '/api/user',
      '/api/meetings',
      '/api/bookings',
    ]);
  });

  it('match the path as the router does: any case, a trailing slash, a second door', () => {
    expect(openAt('/Admin-Direct/', APP_SHELL)).toEqual(['/api/user']);
  });

  it('start nothing at a path no signed-in page answers, nor for a visitor never signed in', () => {
    expect(openAt('/dashboard/extra', APP_SHELL)).toEqual([]);
    expect(openAt('/brand-analyzer', APP_SHELL)).toEqual([]);
    localStorage.clear();
    expect(openAt('/dashboard', APP_SHELL)).toEqual([]);
    expect(window.appEarlyReads).toBeUndefined();
  });
});
