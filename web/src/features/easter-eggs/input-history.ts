/** One key or tap, as the matcher remembers it. */
export interface Input {
  /** The key (`KeyboardEvent.key`, lower-cased) or the tap target's name. */
  value: string;
  /** When it happened (`Date.now()`). */
  at: number;
}

/** How many keys the listener remembers: no pattern is longer. */
export const KEY_HISTORY = 10;

/** `history` with `input` added, keeping only the last `limit` inputs. */
export function remember(history: readonly Input[], input: Input, limit: number): Input[] {
  return [...history, input].slice(-limit);
}

/**
 * Whether the latest inputs are `sequence`, in order, and all came within `windowMs` (from the
 * first of them to the last).
 */
export function endsWithin(
  history: readonly Input[],
  sequence: readonly string[],
  windowMs: number,
): boolean {
  if (sequence.length === 0 || history.length < sequence.length) return false;
  const latest = history.slice(-sequence.length);
  if (latest.some((input, index) => input.value !== sequence[index])) return false;
  const first = latest[0];
  const last = latest.at(-1);
  return first !== undefined && last !== undefined && last.at - first.at <= windowMs;
}
