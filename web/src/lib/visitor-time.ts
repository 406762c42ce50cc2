import { DateTime } from 'luxon';

/**
 * Instants are stored and sent as UTC; a person reads them in their own time zone (the browser's,
 * or Luxon's default zone where a test sets one), with the zone's short name so a time read
 * across zones is never ambiguous.
 */
export interface LocalWhen {
  /** "Tue, 31 Mar 2026" */
  date: string;
  /** "09:00 – 09:30 BST" */
  time: string;
}

const DATE_FORMAT = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;

/** A UTC ISO instant (and optionally its end) in the visitor's zone. */
export function localWhen(startIso: string, endIso?: string): LocalWhen {
  const start = DateTime.fromISO(startIso);
  if (!start.isValid) return { date: startIso, time: '' };
  const end = endIso ? DateTime.fromISO(endIso) : null;
  const from = start.toLocaleString(DateTime.TIME_24_SIMPLE);
  const to = end?.isValid ? ` – ${end.toLocaleString(DateTime.TIME_24_SIMPLE)}` : '';
  return {
    date: start.toLocaleString(DATE_FORMAT),
    time: `${from}${to} ${start.offsetNameShort}`.trim(),
  };
}

/** The zone times are shown in, by its IANA name ("Europe/London"). */
export function visitorZone(): string {
  return DateTime.local().zoneName ?? 'UTC';
}

/** Whether the instant is still ahead of `nowMs`. */
export function isAhead(iso: string, nowMs: number = Date.now()): boolean {
  const time = Date.parse(iso);
  return Number.isFinite(time) && time > nowMs;
}
