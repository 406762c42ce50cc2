import {
  FieldPath,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { wellFormed, type ReadDocument } from './converters';
import { decodeCursor, encodeCursor, pageExpired } from './page-cursor';

/** Which page of a list: the first, or the one after the page whose answer gave `cursor`. */
export interface PageRequest {
  cursor?: string | undefined;
  limit: number;
}

/** A page of a list, and the cursor of the next (null: this is the last). */
export interface Page<Row> {
  items: Row[];
  nextCursor: string | null;
}

/**
 * An admin list read a page at a time, newest first by `sortField` (an instant), ties broken by
 * document id so no row is skipped or shown twice between pages. Filters belong in `runs`' queries
 * (not applied to rows afterwards), so every page holds as many rows as asked for while more match.
 */
export interface PagedList<T extends DocumentData> {
  /** Names the list and its filter: a cursor made for another list or filter is refused. */
  name: string;
  collection: CollectionReference<T, T>;
  sortField: string;
  /**
   * The queries read one after another, each newest first (most lists: one). E.g. payments
   * awaiting verification, then the rest.
   */
  runs: readonly Query<T, T>[];
}

interface Start {
  run: number;
  after?: { at: Timestamp; id: string };
}

/**
 * Where the page after `cursor` starts. The cursor must name a document of this list's collection
 * that still sorts where it said (one read), so a cursor we did not make, or one whose row is
 * gone, is a 400, never a 500 or a page from the wrong place.
 */
async function startAfter<T extends DocumentData>(
  list: PagedList<T>,
  cursor: string,
): Promise<Start> {
  const position = decodeCursor(cursor, list.name);
  if (position.run >= list.runs.length) throw pageExpired();
  const at = new Timestamp(position.seconds, position.nanoseconds);
  const stored = await list.collection.withConverter(null).doc(position.id).get();
  const sortValue: unknown = stored.get(list.sortField);
  if (!(sortValue instanceof Timestamp) || !sortValue.isEqual(at)) throw pageExpired();
  return { run: position.run, after: { at, id: position.id } };
}

function cursorAt<T extends DocumentData>(
  list: PagedList<T>,
  run: number,
  doc: QueryDocumentSnapshot<T, T>,
): string {
  const sortValue: unknown = doc.get(list.sortField);
  if (!(sortValue instanceof Timestamp)) {
    throw new Error(`${doc.ref.path}: ${list.sortField} is not a timestamp.`);
  }
  const { seconds, nanoseconds } = sortValue;
  return encodeCursor({ list: list.name, run, seconds, nanoseconds, id: doc.id });
}

/**
 * One page of `list`: `limit` documents (well-formed ones; a malformed one is logged and left
 * out, its place kept), and a cursor when more exist (one more is asked for, to know).
 */
export async function pageOf<T extends DocumentData>(
  list: PagedList<T>,
  { cursor, limit }: PageRequest,
): Promise<Page<ReadDocument<T>>> {
  const start: Start = cursor ? await startAfter(list, cursor) : { run: 0 };
  const read: { run: number; doc: QueryDocumentSnapshot<T, T> }[] = [];
  for (let run = start.run; run < list.runs.length && read.length <= limit; run += 1) {
    const base = list.runs[run];
    if (!base) break;
    let query = base.orderBy(list.sortField, 'desc').orderBy(FieldPath.documentId(), 'desc');
    if (start.after && run === start.run) query = query.startAfter(start.after.at, start.after.id);
    const snapshot = await query.limit(limit + 1 - read.length).get();
    read.push(...snapshot.docs.map((doc) => ({ run, doc })));
  }
  const page = read.slice(0, limit);
  const last = page.at(-1);
  return {
    items: wellFormed(page.map(({ doc }) => doc)),
    nextCursor: read.length > limit && last ? cursorAt(list, last.run, last.doc) : null,
  };
}
