import { vi } from 'vitest';

/** A JSON answer, as the API gives one. */
export const jsonResponse = (body: unknown): Response =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The page's fetch answers `body` as JSON to every request (undone by vi.unstubAllGlobals). */
export function answering(body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(body)),
  );
}

/** The page's fetch fails as it does when no request reaches the server (offline). */
export function unreachable(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}
