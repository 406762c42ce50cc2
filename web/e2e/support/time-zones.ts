// Night Owl unlocks by itself between midnight and 5 AM local time, so a test that counts unlocks
// runs its browser in a zone where it is day, and the test of Night Owl in one where it is night.

/** Zones spread around the clock: one of them is always in the day, and one in the night. */
const ZONES = [
  'UTC',
  'Europe/Moscow',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Honolulu',
  'America/Sao_Paulo',
];
const hourIn = (timeZone: string): number =>
  Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(),
  );
/** A zone whose local hour is within `[from, to]` now. */
export function zoneAt(from: number, to: number): string {
  const zone = ZONES.find((candidate) => hourIn(candidate) >= from && hourIn(candidate) <= to);
  if (!zone) throw new Error(`No zone is between ${from}:00 and ${to}:59 now.`);
  return zone;
}
