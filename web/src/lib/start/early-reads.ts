import { isRecord } from '../is-record';

/**
 * GET requests a signed-in page will make, started before React: by its shell's inline script
 * (web/early-reads.js, for the reads the shell names), else by main.tsx with the session
 * (`askEarly`). The page's session and data arrive beside its code instead of after its first
 * render. Each early answer is taken once, by the first `apiRequest` for that path, and only
 * within a few seconds; after that the page asks afresh.
 */
const FRESH_MS = 10_000;

const reads = new Map<string, { response: Promise<Response>; at: number }>();

declare global {
  interface Window {
    /** Reads a signed-in page's shell started before any module ran (web/early-reads.js). */
    appEarlyReads?: unknown;
  }
}

/** Takes over the reads the shell's inline script started, once, when this module first runs. */
function adoptShellReads(): void {
  if (typeof window === 'undefined') return;
  const started = window.appEarlyReads;
  delete window.appEarlyReads;
  if (!Array.isArray(started)) return;
  for (const read of started) {
    if (!isRecord(read)) continue;
    const { path, response, at } = read;
    if (typeof path !== 'string' || !(response instanceof Promise) || typeof at !== 'number')
      continue;
    const answer = response.then(asResponse);
    // Not awaited until a page takes it, as below.
    answer.catch(() => undefined);
    reads.set(path, { response: answer, at });
  }
}

function asResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  throw new TypeError('An early read gave no response');
}

adoptShellReads();

export function readEarly(paths: readonly string[]): void {
  for (const path of paths) {
    if (reads.has(path)) continue;
    const response = fetch(path, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    // Not awaited until a page takes it; a failure then falls back to a request of its own.
    response.catch(() => undefined);
    reads.set(path, { response, at: Date.now() });
  }
}

/** The early answer for a GET of `path`, once, if one was started lately. */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  const read = reads.get(path);
  reads.delete(path);
  return read && Date.now() - read.at < FRESH_MS ? read.response : undefined;
}
