/**
 * Instants are stored and sent as UTC; a person reads them in their own time zone, with the zone's
 * short name so a time read across zones is never ambiguous. Every date and time the site shows is
 * written here, with the browser's own `Intl`, so one locale and zone rule (`visitorClock`) holds
 * everywhere and each format is built once. The lists that show times (dashboards, admin) need no
 * date library in their first load; the scheduler and the booking wizard, which do arithmetic in
 * zones, bring Luxon with their own code and hand this module the instants it gives them.
 */
export interface LocalWhen {
  /** "Tue, 31 Mar 2026" */
  date: string;
  /** "09:00 – 09:30 BST" */
  time: string;
}

/**
 * The zone and locale times are read in: the browser's, unless set here (tests read as a visitor
 * elsewhere: src/testing/luxon-zone.ts sets both this and Luxon's defaults).
 */
export const visitorClock: { zone?: string; locale?: string } = {};

const FORMATS = {
  date: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: 'numeric', minute: 'numeric', hourCycle: 'h23' },
  zoneName: { timeZoneName: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * How a list or a note shows an instant: a moment in a list (`moment`: "1 Dec 2026, 14:05"), a
 * day (`day`: "1 December 2026", or `shortDay`: "1 Dec 2026"), a time of day (`clock`: "14:05",
 * `clockSeconds`: "14:05:09"). Options for `formatInstant`.
 */
export const SHOWN = {
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  day: { dateStyle: 'long' },
  shortDay: { day: 'numeric', month: 'short', year: 'numeric' },
  clock: { hour: '2-digit', minute: '2-digit' },
  clockSeconds: { timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// Building a format is the costly step (its locale data): one per options, zone and locale.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(
  options: Intl.DateTimeFormatOptions,
  zone: string | undefined = visitorClock.zone,
): Intl.DateTimeFormat {
  const { locale } = visitorClock;
  const key = JSON.stringify([options, zone ?? '', locale ?? '']);
  let kept = formats.get(key);
  if (!kept) {
    kept = new Intl.DateTimeFormat(locale, { ...options, ...(zone ? { timeZone: zone } : {}) });
    formats.set(key, kept);
  }
  return kept;
}

const format = (kind: keyof typeof FORMATS): Intl.DateTimeFormat => formatIn(FORMATS[kind]);

// An instant that is not a time reads as no text: the browser's format would throw in a render.
const isTime = (instant: Date | number): boolean =>
  Number.isFinite(typeof instant === 'number' ? instant : instant.getTime());

/**
 * An instant as a person reads it: in `zone` (the visitor's unless given) and the visitor's
 * locale, with `options` ("Tuesday 31 March", "09:00"). The scheduler and the booking wizard show
 * their days and slots with this, so every date on the site follows `visitorClock`.
 */
export function formatInstant(
  instant: Date | number,
  options: Intl.DateTimeFormatOptions,
  zone?: string,
): string {
  return isTime(instant) ? formatIn(options, zone).format(instant) : '';
}

/**
 * From `start` to `end` in one text, the parts they share said once ("4 – 10 May 2026",
 * "27 Apr – 3 May 2026"), in the locale's own order.
 */
export function formatInstantRange(
  start: Date | number,
  end: Date | number,
  options: Intl.DateTimeFormatOptions,
  zone?: string,
): string {
  return isTime(start) && isTime(end) ? formatIn(options, zone).formatRange(start, end) : '';
}

/** The zone's short name at the instant ("BST", "GMT+2"): it changes with summer time. */
export function zoneShortName(instant: Date | number, zone?: string): string {
  if (!isTime(instant)) return '';
  return (
    formatIn(FORMATS.zoneName, zone)
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

const instantOf = (iso: string): Date | null => {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Date(time) : null;
};

/** A UTC ISO instant (and optionally its end) in the visitor's zone. */
export function localWhen(startIso: string, endIso?: string): LocalWhen {
  const start = instantOf(startIso);
  if (!start) return { date: startIso, time: '' };
  const end = endIso ? instantOf(endIso) : null;
  const from = format('time').format(start);
  const to = end ? ` – ${format('time').format(end)}` : '';
  return {
    date: format('date').format(start),
    time: `${from}${to} ${zoneShortName(start)}`.trim(),
  };
}

/**
 * Builds the formats `localWhen` uses and formats one instant with each, in a task of its own
 * once the caller has drawn, so the render that draws the first rows of times does not pay for
 * them (about 15 ms of the main thread in traces of the dashboards, before a phone's 4×).
 */
export function prepareLocalWhen(): () => void {
  const timer = setTimeout(() => {
    localWhen(new Date().toISOString());
  }, 0);
  return () => clearTimeout(timer);
}

/** The zone times are shown in, by its IANA name ("Europe/London"). */
export function visitorZone(): string {
  return format('date').resolvedOptions().timeZone;
}

/** Whether the instant is still ahead of `nowMs`. */
export function isAhead(iso: string, nowMs: number = Date.now()): boolean {
  const time = Date.parse(iso);
  return Number.isFinite(time) && time > nowMs;
}
