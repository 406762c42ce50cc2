import { Settings } from 'luxon';
import { afterEach, beforeEach } from 'vitest';
import { visitorClock } from '@/lib/visitor-time';

/**
 * Runs a file's tests as a visitor in `zone` with `locale`: what Luxon shows as "local" time, and
 * the zone the lists' times are read in (src/lib/visitor-time.ts). Pick a zone other than the
 * owner's (Europe/London) so a test tells local from owner time.
 */
export function visitorIn(zone: string, locale = 'en-GB'): void {
  beforeEach(() => {
    Settings.defaultZone = zone;
    Settings.defaultLocale = locale;
    visitorClock.zone = zone;
    visitorClock.locale = locale;
  });
  afterEach(() => {
    Settings.defaultZone = 'system';
    Settings.defaultLocale = '';
    delete visitorClock.zone;
    delete visitorClock.locale;
  });
}
