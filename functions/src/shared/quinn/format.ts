// How facts read in Quinn's answers: filled from content fields, never typed into a template.

/** A whole-pound catalogue price, e.g. £200. */
export function pounds(amount: number): string {
  return `£${amount}`;
}

/** An hourly rate, e.g. £150/hour. */
export function perHour(amount: number): string {
  return `£${amount}/hour`;
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The first letter lower-cased, to continue a sentence with a content label. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The sentences that apply, in order: a part left empty (a fact content lacks) is dropped. */
export function sentences(parts: readonly string[]): string {
  return parts.filter(Boolean).join(' ');
}
