/**
 * Who wants to know when the owner's calendar changed: a booking or a meeting request claimed
 * cells, or a decline, cancellation or expired hold freed them. Called after the transaction
 * commits, so a cache of free slots (`GET /api/availability`) can forget what it computed.
 */
export const afterCalendarChange: (() => void)[] = [];

export function calendarChanged(): void {
  for (const listener of afterCalendarChange) listener();
}
