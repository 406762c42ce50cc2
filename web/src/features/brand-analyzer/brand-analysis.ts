// Pure, offline brand checks: no network, no storage, safe to run on every keystroke.

export type LengthVerdict = 'empty' | 'short' | 'good' | 'long' | 'too-long';

export const LENGTH_LABELS: Record<LengthVerdict, string> = {
  empty: 'No name yet',
  short: 'Short & punchy',
  good: 'Good length',
  long: 'Long',
  'too-long': 'Too long',
};

export type PronounceabilityVerdict = 'easy' | 'mostly-easy' | 'tricky' | 'hard';

export const PRONOUNCEABILITY_LABELS: Record<PronounceabilityVerdict, string> = {
  easy: 'Easy to say',
  'mostly-easy': 'Mostly easy to say',
  tricky: 'Tricky to say',
  hard: 'Hard to say',
};

export interface NameAnalysis {
  /** The name with surrounding whitespace removed. */
  name: string;
  /** User-perceived characters (graphemes), spaces included. */
  characters: number;
  letters: number;
  words: number;
  lengthVerdict: LengthVerdict;
  syllables: number;
  /** 0–100, higher is easier to say. */
  pronounceability: number;
  pronounceabilityVerdict: PronounceabilityVerdict;
  /** Plain-language reasons behind the score. */
  pronounceabilityNotes: string[];
  startsWithLetter: boolean;
  hasDigits: boolean;
  hasHyphens: boolean;
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
  /** Canonical lowercase `#rrggbb`. */
  hex: string;
}

export interface HandleForms {
  handle: string;
  checks: { platform: string; limit: number; length: number; fits: boolean }[];
}

export interface DomainCandidate {
  domain: string;
  /** A DNS label may hold at most 63 characters. */
  valid: boolean;
}

export type WcagVerdict = (typeof WCAG_LEVELS)[number] & { pass: boolean };

export interface ColourSuggestion {
  colour: Rgb;
  ratio: number;
  direction: 'darker' | 'lighter';
}

export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;
export const AAA_NORMAL = 7;

const WCAG_LEVELS = [
  { id: 'aa-normal', label: 'AA normal text', threshold: AA_NORMAL },
  { id: 'aa-large', label: 'AA large text', threshold: AA_LARGE },
  { id: 'aaa-normal', label: 'AAA normal text', threshold: AAA_NORMAL },
] as const;

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

// Consonant pairs English speakers say as one sound or a smooth onset/coda.
const EASY_PAIRS = new Set(
  (
    'bl br ch ck cl cr dr fl fr gl gr kn ld lf lk ll lm lp lt mb mp nc nd ng nk ns nt ph pl pr ps ' +
    'rb rc rd rf rg rk rl rm rn rp rs rt sc sh sk sl sm sn sp ss st sw th tr ts tt tw wh wr'
  ).split(' '),
);

// Three-consonant clusters that still roll off the tongue.
const EASY_TRIPLES = ['str', 'spr', 'scr', 'spl', 'thr', 'chr', 'sch', 'nch', 'tch', 'ght', 'nst'];

// Letters NFKD leaves intact, so diacritic stripping alone would drop them.
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Lowercases, transliterates and strips diacritics, leaving every other character in place. */
function foldToAscii(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => TRANSLITERATIONS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/** The a–z words of a name, for the sound-based estimates. */
function asciiWords(name: string): string[] {
  return foldToAscii(name)
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
}

function isVowelAt(word: string, index: number): boolean {
  const letter = word[index];
  if (letter === undefined || !VOWELS.has(letter)) return false;
  // A leading "y" before a vowel is a consonant ("yoga"); elsewhere it sounds like a vowel ("lyft").
  if (letter === 'y') return !(index === 0 && isVowelAt(word, 1));
  return true;
}

function lengthVerdict(characters: number): LengthVerdict {
  if (characters === 0) return 'empty';
  if (characters <= 6) return 'short';
  if (characters <= 12) return 'good';
  if (characters <= 20) return 'long';
  return 'too-long';
}

function wordSyllables(word: string): number {
  let groups = 0;
  let previousVowel = false;
  for (let i = 0; i < word.length; i++) {
    const vowel = isVowelAt(word, i);
    if (vowel && !previousVowel) groups++;
    previousVowel = vowel;
  }
  // A final silent "e" ("lime") adds no syllable, but a consonant + "le" ending ("able") does.
  if (groups > 1 && word.endsWith('e') && !/[^aeiouy]le$/.test(word) && !/[aeiouy]e$/.test(word)) {
    groups--;
  }
  return Math.max(1, groups);
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function scorePronounceability(words: string[]): { score: number; notes: string[] } {
  const letters = words.join('').length;
  if (letters === 0) return { score: 0, notes: ['There are no letters to pronounce.'] };

  let vowels = 0;
  let pairs = 0;
  let alternations = 0;
  let clusterPenalty = 0;
  const hardClusters: string[] = [];

  for (const word of words) {
    const kinds = Array.from(word, (_, i) => isVowelAt(word, i));
    vowels += kinds.filter(Boolean).length;
    for (let i = 1; i < word.length; i++) {
      pairs++;
      if (kinds[i] !== kinds[i - 1]) alternations++;
      else if (!kinds[i] && (word[i] === word[i - 1] || EASY_PAIRS.has(word.slice(i - 1, i + 1))))
        alternations += 0.75;
    }
    // A doubled consonant ("apple") is said as one sound, so it should not lengthen a cluster.
    const spoken = word.replace(/([^aeiouy])\1+/g, '$1');
    for (const match of spoken.matchAll(/[^aeiouy]{3,}|[aeiouy]{3,}/g)) {
      const run = match[0];
      const isConsonantRun = !VOWELS.has(run[0] ?? '');
      const easy = isConsonantRun && EASY_TRIPLES.some((triple) => run.includes(triple));
      const penalty = (run.length - 2 - (easy ? 1 : 0)) * (isConsonantRun ? 1 : 0.5);
      if (penalty > 0) {
        clusterPenalty += penalty;
        hardClusters.push(run);
      }
    }
    // "q" without "u" has no familiar sound in English.
    clusterPenalty += word.match(/q(?!u)/g)?.length ?? 0;
  }

  // Single-letter words have no pairs; they are trivially alternating.
  const alternation = pairs === 0 ? 1 : alternations / pairs;
  const vowelRatio = vowels / letters;
  // Most easy-to-say names sit between 30 % and 60 % vowels.
  const balance =
    vowelRatio < 0.3 ? vowelRatio / 0.3 : vowelRatio > 0.6 ? (1 - vowelRatio) / 0.4 : 1;
  const clusters = Math.max(0, 1 - 0.25 * clusterPenalty);
  const score = Math.round(100 * (0.4 * alternation + 0.3 * balance + 0.3 * clusters));

  const percent = Math.round(alternation * 100);
  const notes = [
    alternation >= 0.75
      ? `Vowels and consonants alternate well (${percent}% of letter pairs flow).`
      : `Only ${percent}% of letter pairs alternate between vowel and consonant sounds.`,
  ];
  const share = `${vowels} of ${plural(letters, 'letter')}`;
  if (vowels === 0) notes.push('It has no vowels, so listeners must guess how to say it.');
  else if (vowelRatio < 0.3) notes.push(`Few vowels (${share}) make it sound clipped.`);
  else if (vowelRatio > 0.6) notes.push(`Many vowels (${share}) can blur together when spoken.`);
  else notes.push(`A healthy vowel balance (${share}).`);
  const quoted = [...new Set(hardClusters)].map((run) => `“${run}”`).join(', ');
  notes.push(quoted ? `Hard letter clusters: ${quoted}.` : 'No hard letter clusters.');
  return { score, notes };
}

function pronounceabilityVerdict(score: number): PronounceabilityVerdict {
  if (score >= 80) return 'easy';
  if (score >= 60) return 'mostly-easy';
  if (score >= 40) return 'tricky';
  return 'hard';
}

/** Length, word and syllable counts, pronounceability and word-of-mouth checks for a brand name. */
export function analyseName(rawName: string): NameAnalysis {
  const name = rawName.trim();
  const characters = Array.from(graphemes.segment(name)).length;
  const words = asciiWords(name);
  const sound = scorePronounceability(words);
  return {
    name,
    characters,
    letters: name.match(/\p{L}/gu)?.length ?? 0,
    words: name === '' ? 0 : name.split(/\s+/).length,
    lengthVerdict: lengthVerdict(characters),
    syllables: words.reduce((sum, word) => sum + wordSyllables(word), 0),
    pronounceability: sound.score,
    pronounceabilityVerdict: pronounceabilityVerdict(sound.score),
    pronounceabilityNotes: sound.notes,
    startsWithLetter: /^\p{L}/u.test(name),
    hasDigits: /\p{Nd}/u.test(name),
    hasHyphens: /[-‐‑‒–—]/.test(name),
  };
}

export const HANDLE_LIMITS = [
  { platform: 'X (Twitter)', limit: 15 },
  { platform: 'Instagram', limit: 30 },
] as const;

/** A social handle (lowercase ASCII letters, digits, underscores) and how it fits each platform's limit. */
export function handleForms(name: string): HandleForms {
  // Underscores are the only punctuation both X and Instagram accept.
  const handle = foldToAscii(name).replace(/[^a-z0-9_]/g, '');
  return {
    handle,
    checks: HANDLE_LIMITS.map(({ platform, limit }) => ({
      platform,
      limit,
      length: handle.length,
      fits: handle.length > 0 && handle.length <= limit,
    })),
  };
}

/** ASCII-only (IDN-safe) domain names worth checking with a registrar; empty when the name has no usable characters. */
export function domainCandidates(name: string): DomainCandidate[] {
  const label = foldToAscii(name)
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  if (label === '') return [];
  return [
    `${label}.com`,
    `${label}.io`,
    `${label}.co.uk`,
    `get${label}.com`,
    `${label}-app.com`,
  ].map((domain) => ({ domain, valid: (domain.split('.')[0] ?? '').length <= 63 }));
}

function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Parses `#rgb` or `#rrggbb` (the `#` is optional); null when the text is not a hex colour. */
export function parseHex(input: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  const digits = match?.[1];
  if (digits === undefined) return null;
  const full = (
    digits.length === 3 ? Array.from(digits, (digit) => digit + digit).join('') : digits
  ).toLowerCase();
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
  return { r, g, b, hex: `#${full}` };
}

/** WCAG 2.1 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.1 contrast ratio between two colours, 1 to 21, order-independent. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A ratio to two decimals; a failing 4.497 shows as "4.49", never as a passing-looking "4.50". */
export function formatRatio(ratio: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  const crossesThreshold = [AA_LARGE, AA_NORMAL, AAA_NORMAL].some(
    (threshold) => ratio < threshold && rounded >= threshold,
  );
  return (crossesThreshold ? Math.floor(ratio * 100) / 100 : rounded).toFixed(2);
}

/** Pass/fail for WCAG 2.1 AA normal (4.5:1), AA large (3:1) and AAA normal (7:1) text. */
export function wcagVerdicts(ratio: number): WcagVerdict[] {
  return WCAG_LEVELS.map((level) => ({ ...level, pass: ratio >= level.threshold }));
}

function rgbToHsl({ r, g, b }: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rn
      ? (gn - bn) / d + (gn < bn ? 6 : 0)
      : max === gn
        ? (bn - rn) / d + 2
        : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): number => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  const [r, g, b] = [channel(0), channel(8), channel(4)];
  return { r, g, b, hex: toHex(r, g, b) };
}

/** The nearest darker or lighter shade (same hue and saturation) reaching the target ratio; null if it already passes or none can. */
export function suggestAccessibleColour(
  primary: Rgb,
  background: Rgb,
  target: number = AA_NORMAL,
): ColourSuggestion | null {
  if (contrastRatio(primary, background) >= target) return null;
  const [h, s, l] = rgbToHsl(primary);
  const step = 0.005;
  // Walk both ways at once so the first hit is the smallest visible change to the brand colour.
  for (let offset = step; offset <= 1 + step; offset += step) {
    for (const direction of ['darker', 'lighter'] as const) {
      const lightness = direction === 'darker' ? l - offset : l + offset;
      if (lightness < -step || lightness > 1 + step) continue;
      const colour = hslToRgb(h, s, Math.min(1, Math.max(0, lightness)));
      const ratio = contrastRatio(colour, background);
      if (ratio >= target) return { colour, ratio, direction };
    }
  }
  return null;
}

/** One sentence saying which text sizes a contrast ratio is fit for. */
export function contrastSummary(ratio: number): string {
  if (ratio >= AAA_NORMAL) return 'Passes AAA: readable at every text size.';
  if (ratio >= AA_NORMAL) return 'Passes AA for all text sizes.';
  if (ratio >= AA_LARGE) return 'Large text only: fails AA for normal text.';
  return 'Fails AA: too faint for any text.';
}
