/** What to tell a person about a failure: the server's message when there is one. */
export function errorMessage(caught: unknown): string {
  return caught instanceof Error ? caught.message : String(caught);
}
