// The facts a reply may only repeat, never invent: money, percentages, durations, times, dates,
// years, other numbers, emails and web addresses. Each is reduced to one spelling so "£100 to
// £150" in a reply matches "£100-150" in a passage, and "2 hrs" matches "2 hours".

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const NUMBER = '\\d+(?:[.,]\\d+)*';
const RANGE = '\\s*(?:-|–|—|to)\\s*';
const UNITS: Record<string, string> = {
  min: 'minutes',
  mins: 'minutes',
  minute: 'minutes',
  minutes: 'minutes',
  hr: 'hours',
  hrs: 'hours',
  hour: 'hours',
  hours: 'hours',
  day: 'days',
  days: 'days',
  week: 'weeks',
  weeks: 'weeks',
  month: 'months',
  months: 'months',
  year: 'years',
  years: 'years',
};

/** One pattern per kind of fact, tried in this order; each match is cut out before the next. */
const KINDS: readonly { pattern: RegExp; normalise: (match: RegExpExecArray) => string }[] = [
  {
    pattern: /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi,
    normalise: (m) => m[0].toLowerCase(),
  },
  {
    pattern:
      /\b(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|ai|app|uk|co|example)\b(?:\/[^\s,;)]*)?)/gi,
    normalise: (m) => (m[1] ?? m[0]).toLowerCase().replace(/[./]+$/, ''),
  },
  {
    pattern: new RegExp(`£\\s?(${NUMBER})(k?)(?:${RANGE}£?\\s?(${NUMBER})(k?))?`, 'gi'),
    normalise: (m) => `£${amount(m[1], m[2])}${m[3] === undefined ? '' : `-${amount(m[3], m[4])}`}`,
  },
  {
    pattern: /\b\d{4}-\d{2}-\d{2}\b/g,
    normalise: (m) => m[0],
  },
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH})\\b(?:\\s+(\\d{4}))?`, 'gi'),
    normalise: (m) =>
      `${Number(m[1])} ${(m[2] ?? '').slice(0, 3).toLowerCase()}${m[3] ? ` ${m[3]}` : ''}`,
  },
  {
    pattern: new RegExp(`(${NUMBER})\\s?(?:%|per\\s?cent\\b)`, 'gi'),
    normalise: (m) => `${plain(m[1])}%`,
  },
  {
    pattern: new RegExp(
      `\\b(${NUMBER})(?:${RANGE}(${NUMBER}))?(\\+?)[\\s-]?(${Object.keys(UNITS).join('|')})\\b`,
      'gi',
    ),
    normalise: (m) =>
      `${plain(m[1])}${m[2] === undefined ? '' : `-${plain(m[2])}`}${m[3] ?? ''} ${UNITS[(m[4] ?? '').toLowerCase()] ?? ''}`,
  },
  {
    pattern: /\b(\d{1,2})(?::(\d{2}))?\s?(am|pm)\b/gi,
    normalise: (m) =>
      `${Number(m[1])}${m[2] && m[2] !== '00' ? `:${m[2]}` : ''}${(m[3] ?? '').toLowerCase()}`,
  },
  {
    pattern: new RegExp(`(?<![\\w.])(${NUMBER})(\\+?)`, 'g'),
    normalise: (m) => `${plain(m[1])}${m[2] ?? ''}`,
  },
];

function plain(value: string | undefined): string {
  return String(Number((value ?? '').replace(/,/g, '')));
}

function amount(value: string | undefined, thousands: string | undefined): string {
  const pounds = Number((value ?? '').replace(/,/g, '')) * (thousands ? 1000 : 1);
  return String(pounds);
}

/**
 * Every fact in a text, each in one normal spelling (e.g. `£150`, `£100-150`, `2-3 hours`,
 * `95%`, `9am`, `2025`, `marcus@…`, `linkedin.com/in/…`), in the order they appear.
 */
export function factsIn(text: string): string[] {
  let rest = text;
  const found: { at: number; fact: string }[] = [];
  for (const { pattern, normalise } of KINDS) {
    for (const match of rest.matchAll(pattern)) {
      found.push({ at: match.index, fact: normalise(match) });
    }
    // Blanked, not removed, so later kinds neither re-read a fact nor shift positions.
    rest = rest.replace(pattern, (whole) => ' '.repeat(whole.length));
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.fact);
}

/**
 * True when every fact in the reply is also in the passages: a reply that invents or alters a
 * price, number, date, email or address is not grounded.
 */
export function isGrounded(reply: string, passages: readonly string[]): boolean {
  const known = new Set(passages.flatMap(factsIn));
  return factsIn(reply).every((fact) => known.has(fact));
}
