import { Settings } from 'luxon';
import { afterEach, beforeEach } from 'vitest';

/**
 * Runs a file's tests as a visitor in `zone` with `locale`: what Luxon shows as "local" time.
 * Pick a zone other than the owner's (Europe/London) so a test tells local from owner time.
 */
export function visitorIn(zone: string, locale = 'en-GB'): void {
  beforeEach(() => {
    Settings.defaultZone = zone;
    Settings.defaultLocale = locale;
  });
  afterEach(() => {
    Settings.defaultZone = 'system';
    Settings.defaultLocale = '';
  });
}
