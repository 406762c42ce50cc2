/**
 * `load`, run once for every caller: its promise is kept while it is pending or has resolved, and
 * forgotten when it rejects, so the next caller runs `load` again. For code and connections that
 * may fail for a while (offline, a chunk that could not be fetched) and are worth one attempt at a
 * time.
 */
export function keptUntilFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () =>
    (kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    }));
}
