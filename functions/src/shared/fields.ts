import { z } from './zod';

/**
 * Field rules every form and request shares: free text cleaned of what can deceive,
 * lower-cased email, and ids that are safe as Firestore document ids. Each rule carries its own
 * message for a missing or wrong-type value, so no library text reaches a person.
 */

/**
 * The hidden honeypot field every public form carries. People never see or fill it; a bot that
 * fills it is answered as if all went well, and its submission is stored as spam without mail.
 */
export const HONEYPOT_FIELD = 'website';
export const honeypot = z.string({ error: 'Leave this field empty.' }).max(2000).optional();

/** The request of a public form: its fields, and the honeypot. */
export const publicFormSchema = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z.object({ ...fields, [HONEYPOT_FIELD]: honeypot });

// C0 and C1 controls (escape sequences, NUL, bell, …); tab and line breaks are handled apart.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// Bidi marks, embeddings, overrides and isolates: they make text read in another order than it is
// stored ("\u202Eexe.txt" shows as "txt.exe"), in the admin inbox or in a mail.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Invisible characters with no place in a name or a message: zero-width space, word joiner and
// invisible operators, byte-order mark, soft hyphen, Mongolian vowel separator. ZWJ and ZWNJ stay:
// emoji sequences and several scripts need them between visible characters.
const INVISIBLE = /[\u00AD\u180E\u200B\u2060-\u2064\uFEFF]/g;
// What still shows nothing: spaces, format characters (ZWJ, ZWNJ, tags), lone combining marks and
// the filler letters used for "blank" names (Hangul fillers, braille blank).
const SHOWS_NOTHING = /[\s\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** NFC last: taking a character out can leave a letter next to a mark that composes with it. */
function withoutHiddenCharacters(text: string): string {
  return text
    .replace(CONTROLS, '')
    .replace(BIDI_CONTROLS, '')
    .replace(INVISIBLE, '')
    .normalize('NFC');
}

/** Text that shows nothing at all is no text. */
const blankAsEmpty = (text: string): string => (text.replace(SHOWS_NOTHING, '') ? text : '');

/** One line (a name, a subject): any run of white space, line breaks included, is one space. */
export function cleanLine(text: string): string {
  return blankAsEmpty(withoutHiddenCharacters(text).replace(/\s+/g, ' ').trim());
}

/** Several lines (a message): line breaks kept as `\n`, tabs kept, the ends trimmed. */
export function cleanLines(text: string): string {
  return blankAsEmpty(withoutHiddenCharacters(text.replace(/\r\n?|[\u2028\u2029]/g, '\n')).trim());
}

interface TextRules {
  /** The field's name in messages ("Name must be at most 100 characters."). */
  label: string;
  max: number;
  /** Characters required after cleaning; 0 for an optional field, whose blank is ''. */
  min?: number;
  /** What a missing, wrong-type, blank or too short value is told. */
  required?: string;
  multiline?: boolean;
}

/**
 * Every free-text field a person types (names, subjects, titles, messages): NFC, without control,
 * bidi or invisible characters, then checked, so a zero-width-only name counts as no name.
 */
export function freeText({ label, max, min = 0, required, multiline = false }: TextRules) {
  const missing = required ?? `${label} is required.`;
  return z
    .string({ error: missing })
    .transform(multiline ? cleanLines : cleanLine)
    .pipe(z.string().min(min, missing).max(max, `${label} must be at most ${max} characters.`));
}

export const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(254, 'Email is too long.')
    .email(message)
    .transform((value) => value.toLowerCase());

/**
 * Whether a string can name a Firestore document: no slash (it would name a path), not `.` or
 * `..`, not `__…__` (reserved), at most 1,500 bytes. Anything a caller sends that becomes a
 * document id is checked with this first.
 */
export function isDocumentId(value: string): boolean {
  return (
    value.length > 0 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/s.test(value) &&
    new TextEncoder().encode(value).length <= 1500
  );
}

/** The id of a stored document a caller names (an inbox message, an endorsement, an account). */
export const documentId = (message: string) =>
  z.string({ error: message }).min(1, message).max(128, message).refine(isDocumentId, message);

/** A calendar date, YYYY-MM-DD (a real one: 2026-02-30 is refused). */
export const calendarDate = z
  .string({ error: 'Use a date like 2026-03-31.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Use a date like 2026-03-31.');
