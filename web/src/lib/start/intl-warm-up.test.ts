import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The inline scripts each page carries, run in the order the page runs them.
import earlyReadsScript from '../../../early-reads.js?raw';
import warmUpScript from '../../../intl-warm-up.js?raw';
import { warmUpIntl } from './intl-warm-up';

let workers: string[];
let blobs: Blob[];

beforeEach(() => {
  workers = [];
  blobs = [];
  vi.stubGlobal(
    'Worker',
    vi.fn(function start(url: string) {
      workers.push(url);
    }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (blob instanceof Blob) blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  localStorage.clear();
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.appWarmUpIntl;
  delete window.appEarlyReads;
});

function runInlineScript(): void {
  new Function(warmUpScript)();
  new Function(earlyReadsScript)();
}

function signedInShell(): void {
  document.head.innerHTML = '<meta name="app-early-reads" content="/api/user /api/bookings">';
  localStorage.setItem('session-hint', '1');
}

describe('the formatting warm-up', () => {
  it('starts on a signed-in shell, from a blob, before the reads', () => {
    signedInShell();
    runInlineScript();
    expect(workers).toEqual(['blob:test/1']);
    expect(blobs[0]?.type).toBe('text/javascript');
    expect(vi.mocked(fetch).mock.calls.map(([path]) => path)).toEqual([
      '/api/user',
      '/api/bookings',
    ]);
  });

  it('runs, in its worker, one date and one amount format, then ends', async () => {
    signedInShell();
    runInlineScript();
    const close = vi.fn();
    const formatted: string[] = [];
    const recording = (kind: string) =>
      class {
        constructor(...options: unknown[]) {
          formatted.push(`${kind} ${JSON.stringify(options)}`);
        }
        format = () => '';
      };
    const intl = { DateTimeFormat: recording('date'), NumberFormat: recording('number') };
    const [source] = blobs;
    if (!source) throw new Error('No worker source was made.');
    new Function('self', 'Intl', await source.text())({ close }, intl);
    expect(formatted).toHaveLength(2);
    expect(formatted[0]).toMatch(/^date /);
    expect(formatted[1]).toBe('number ["en-GB",{"style":"currency","currency":"EUR"}]');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('does not start for a visitor who never signed in, nor on a page without reads', () => {
    document.head.innerHTML = '<meta name="app-early-reads" content="/api/user">';
    runInlineScript();
    expect(workers).toEqual([]);
    document.head.innerHTML = '';
    localStorage.setItem('session-hint', '1');
    runInlineScript();
    expect(workers).toEqual([]);
  });

  it('is started by the sign-in page once, whoever asks first', () => {
    runInlineScript();
    warmUpIntl();
    warmUpIntl();
    expect(workers).toHaveLength(1);
    signedInShell();
    window.appWarmUpIntl?.();
    expect(workers).toHaveLength(1);
  });

  it('goes on quietly without the inline script, or when the browser refuses workers', () => {
    expect(() => warmUpIntl()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      vi.fn(function refuse() {
        throw new DOMException('Workers are blocked', 'SecurityError');
      }),
    );
    signedInShell();
    expect(() => runInlineScript()).not.toThrow();
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
  });
});
