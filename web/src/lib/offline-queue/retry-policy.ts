/** What a replay's answer means for its queued entry. */
export type Verdict = 'delivered' | 'retry' | 'attention';

/**
 * 2xx: delivered (an idempotent replay of something already stored answers 2xx too). 408, 429 and
 * 5xx: the server may take it later, so retry. Any other answer (a 4xx, or a redirect the API never
 * makes): retrying cannot help; the visitor has to look at it.
 */
export function verdictFor(status: number): Verdict {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'attention';
}

const FIRST_DELAY_MS = 2_000;
const LONGEST_DELAY_MS = 10 * 60_000;
/** A Retry-After further out than this is taken as this: the visitor can still press Send now. */
const LONGEST_RETRY_AFTER_MS = 60 * 60_000;

/** `Retry-After` in ms from `now`: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * How long to wait before the next attempt after `failures` failed ones (1 = the first failed):
 * 2 s doubling up to 10 min, and never sooner than the server's `Retry-After` (capped at an hour).
 */
export function retryDelayMs(failures: number, retryAfter: string | null, now: number): number {
  const backoff = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
  const asked = retryAfterMs(retryAfter, now);
  return asked === undefined ? backoff : Math.max(backoff, Math.min(asked, LONGEST_RETRY_AFTER_MS));
}
