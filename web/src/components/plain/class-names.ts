/** A kit element's classes: its look's first, then the caller's, leaving out those not set. */
export function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
