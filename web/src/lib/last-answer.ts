import type { AnswerSchema } from './api-client';

/**
 * The format of what is stored. Bump it when the record's shape changes: entries written under
 * another version are then never read.
 */
const FORMAT_VERSION = 1;

export interface SavedAnswer<T> {
  value: T;
  /** When the answer was received: what a "may be out of date" note dates it by. */
  savedAt: Date;
}

export interface LastAnswer<T> {
  /** Keeps `value` as the last good answer, replacing the one before. */
  save: (value: T, now?: Date) => void;
  /** The last saved answer, if there is one this version can still read. */
  read: () => SavedAnswer<T> | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseRecord<T>(
  record: Record<string, unknown>,
  schema: AnswerSchema<T>,
): SavedAnswer<T> | null {
  const { savedAt } = record;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  const parsed = schema.safeParse(record.value);
  return parsed.success ? { value: parsed.data, savedAt: new Date(savedAt) } : null;
}

/**
 * The last good answer of a `GET`, kept in localStorage so the page can still show it offline.
 * The service worker never answers `/api` reads (see `sw.ts`), so the page keeps them itself.
 *
 * What is read back is parsed with `schema` like any data from outside: another version of the
 * app, another tab or the visitor may have left anything there. `schema` must accept the values
 * it parses to (true of the shared response schemas, which only check). A record that does not
 * parse is removed. Storage that is blocked or full is no error: there is just no saved answer.
 */
export function lastAnswer<T>(name: string, schema: AnswerSchema<T>): LastAnswer<T> {
  const key = `last-answer:v${FORMAT_VERSION}:${name}`;

  const forget = (): void => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage blocked: nothing was stored either.
    }
  };

  return {
    save(value, now = new Date()) {
      try {
        localStorage.setItem(key, JSON.stringify({ savedAt: now.getTime(), value }));
      } catch {
        // Blocked or full: the answer still serves this visit, it just is not kept.
      }
    },
    read() {
      let raw: string | null;
      try {
        raw = localStorage.getItem(key);
      } catch {
        return null;
      }
      if (raw === null) return null;
      let record: unknown;
      try {
        record = JSON.parse(raw);
      } catch {
        forget();
        return null;
      }
      const saved = isRecord(record) ? parseRecord(record, schema) : null;
      if (!saved) forget();
      return saved;
    },
  };
}
