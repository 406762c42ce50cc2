/**
 * Instants are stored and sent as UTC; a person reads them in their own time zone, with the zone's
 * short name so a time read across zones is never ambiguous. The browser's own `Intl` does this:
 * the lists that show times (dashboards, admin) need no date library in their first load (the
 * scheduler, which does arithmetic in zones, brings Luxon with its own code).
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

// Building a format is the costly step (its locale data): one per kind, zone and locale.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: keyof typeof FORMATS): Intl.DateTimeFormat {
  const { zone, locale } = visitorClock;
  const key = `${kind} ${zone ?? ''} ${locale ?? ''}`;
  let kept = formats.get(key);
  if (!kept) {
    kept = new Intl.DateTimeFormat(locale, {
      ...FORMATS[kind],
      ...(zone ? { timeZone: zone } : {}),
    });
    formats.set(key, kept);
  }
  return kept;
}

function zoneNameAt(instant: Date): string {
  return (
    format('zoneName')
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
    time: `${from}${to} ${zoneNameAt(start)}`.trim(),
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
