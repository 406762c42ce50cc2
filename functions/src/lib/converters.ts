import type {
  CollectionReference,
  DocumentData,
  FirestoreDataConverter,
  PartialWithFieldValue,
  QueryDocumentSnapshot,
  SetOptions,
  WithFieldValue,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { db } from './admin';
import { malformedDocument } from './logs';

/** A stored document that does not match its schema: a clear error instead of a crash further on. */
export class MalformedDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly problems: string,
  ) {
    super(`Document ${path} does not match its schema: ${problems}`);
    this.name = 'MalformedDocumentError';
  }
}

/** "field: message" per issue, never the values (documents hold personal data). */
function describe(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(document)'}: ${issue.message}`,
    )
    .join('; ');
}

/**
 * A converter that parses every document read with its shared schema, so code past a read holds
 * checked data, not a cast. Writes are checked by the compiler (`FieldValue`s such as server
 * timestamps are allowed in place of any field) and stored as given.
 */
export function converterFor<T extends DocumentData>(
  schema: z.ZodType<T>,
): FirestoreDataConverter<T, T> {
  function toFirestore(model: WithFieldValue<T>): WithFieldValue<T>;
  function toFirestore(
    model: PartialWithFieldValue<T>,
    options: SetOptions,
  ): PartialWithFieldValue<T>;
  function toFirestore(model: PartialWithFieldValue<T>): PartialWithFieldValue<T> {
    return model;
  }
  return {
    toFirestore,
    fromFirestore(snapshot: QueryDocumentSnapshot): T {
      const parsed = schema.safeParse(snapshot.data());
      if (!parsed.success) {
        throw new MalformedDocumentError(snapshot.ref.path, describe(parsed.error));
      }
      return parsed.data;
    },
  };
}

/**
 * A collection whose documents are read through `schema` and written (set, create and update) as
 * its type. Every Firestore access of the functions starts here.
 */
export function collectionOf<T extends DocumentData>(
  path: string,
  schema: z.ZodType<T>,
): CollectionReference<T, T> {
  return db().collection(path).withConverter<T, T>(converterFor(schema));
}

/** A document read through its schema, with its id. */
export interface ReadDocument<T> {
  id: string;
  data: T;
}

/**
 * The documents of a query that match their schema, with their ids. A malformed one is logged and
 * left out, so one bad document cannot take a whole list (the inbox, the public endorsements) down.
 */
export function wellFormed<T>(docs: readonly { id: string; data(): T }[]): ReadDocument<T>[] {
  const rows: ReadDocument<T>[] = [];
  for (const doc of docs) {
    try {
      rows.push({ id: doc.id, data: doc.data() });
    } catch (error) {
      if (!(error instanceof MalformedDocumentError)) throw error;
      malformedDocument(error.path, error.problems);
    }
  }
  return rows;
}
