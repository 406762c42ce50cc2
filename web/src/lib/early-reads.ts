/**
 * GET requests a signed-in page will make, started before React (main.tsx asks for them with the
 * session, `askEarly`): the page's data arrives beside its code instead of after its first
 * render. Each early answer is taken once, by the first `apiRequest` for that path, and only
 * within a few seconds; after that the page asks afresh.
 */
const FRESH_MS = 10_000;

const reads = new Map<string, { response: Promise<Response>; at: number }>();

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
