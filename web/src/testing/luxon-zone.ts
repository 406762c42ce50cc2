import { Settings } from 'luxon';
import { afterEach, beforeEach } from 'vitest';
import { visitorClock } from '@/lib/visitor-time';

/**
 * Runs a file's tests as a visitor reading dates in `locale`, in their own zone: the locale Luxon
 * works in and the one every date and time is written in (src/lib/visitor-time.ts), set together
 * so the two never disagree. For components that are handed the visitor's zone.
 */
export function visitorLocale(locale: string): void {
  beforeEach(() => {
    Settings.defaultLocale = locale;
    visitorClock.locale = locale;
  });
  afterEach(() => {
    Settings.defaultLocale = '';
    delete visitorClock.locale;
  });
}

/**
 * Runs a file's tests as a visitor in `zone` with `locale`: what Luxon shows as "local" time, and
 * the zone the site's dates and times are read in (src/lib/visitor-time.ts). Pick a zone other
 * than the owner's (Europe/London) so a test tells local from owner time.
 */
export function visitorIn(zone: string, locale = 'en-GB'): void {
  visitorLocale(locale);
  beforeEach(() => {
    Settings.defaultZone = zone;
    visitorClock.zone = zone;
  });
  afterEach(() => {
    Settings.defaultZone = 'system';
    delete visitorClock.zone;
  });
}
