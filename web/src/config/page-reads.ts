import { paths } from '@/config/paths';

/** The user's own meeting requests and bookings (`MY_MEETINGS_PATH`, `MY_BOOKINGS_PATH`). */
const APPOINTMENTS = ['/api/meetings', '/api/bookings'];

/**
 * The GETs a signed-in page makes as soon as it renders, by path: main.tsx starts them with the
 * session question (lib/early-reads.ts), so the page's data does not wait for its code. Literal
 * paths, so this module stays small enough for the start; app/page-reads.test.ts holds them to the
 * features' own.
 */
const READS: Readonly<Record<string, readonly string[]>> = {
  [paths.dashboard]: APPOINTMENTS,
  [paths.businessDashboard]: APPOINTMENTS,
};

export function pageReads(pathname: string): readonly string[] {
  return READS[pathname] ?? [];
}
