import { z } from 'zod';
import { PAGE_EXPIRED_MESSAGE } from '../shared/admin-records';
import { isDocumentId } from '../shared/fields';
import { invalidField } from './errors';

/**
 * Where the next page of an admin list starts: just after the last row of the page before, named
 * by the list it belongs to (and its filter), the run of the list it came from (most lists read
 * one), its sort instant to the nanosecond and its document id. A client holds it as an opaque
 * string: base64url of a small JSON array.
 */
export interface PagePosition {
  list: string;
  run: number;
  seconds: number;
  nanoseconds: number;
  id: string;
}

const VERSION = 1;

const positionSchema = z.tuple([
  z.literal(VERSION),
  z.string(),
  z.number().int().min(0).max(9),
  // Firestore's range of instants (years 1 to 9999).
  z.number().int().min(-62_135_596_800).max(253_402_300_799),
  z.number().int().min(0).max(999_999_999),
  z.string().max(128).refine(isDocumentId),
]);

export function encodeCursor(position: PagePosition): string {
  const { list, run, seconds, nanoseconds, id } = position;
  const json = JSON.stringify([VERSION, list, run, seconds, nanoseconds, id]);
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** The page the client asked for can no longer be found (or was never one we gave out). */
export const pageExpired = () => invalidField('cursor', PAGE_EXPIRED_MESSAGE);

/**
 * The position a cursor names, if it is one this server made for `list`: anything else (not
 * base64url, not our JSON, another list's or another filter's) is a 400 in the admin's words.
 */
export function decodeCursor(cursor: string, list: string): PagePosition {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw pageExpired();
  // Decoding forgives (a stray last character is dropped): only the exact encoding we make counts.
  const json = Buffer.from(cursor, 'base64url').toString('utf8');
  if (Buffer.from(json, 'utf8').toString('base64url') !== cursor) throw pageExpired();
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw pageExpired();
  }
  const position = positionSchema.safeParse(parsed);
  if (!position.success || position.data[1] !== list) throw pageExpired();
  const [, , run, seconds, nanoseconds, id] = position.data;
  return { list, run, seconds, nanoseconds, id };
}
