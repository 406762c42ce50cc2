import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import type { z } from '@shared/zod';

/** A document as read: its data when it matches its schema, or why not. */
export type Parsed<T> = { ok: true; data: T } | { ok: false; problem: string };

/**
 * Reads a collection's documents through their shared schema (`@shared/*`), so nothing from
 * Firestore reaches a component unchecked. A document that does not match is reported, not
 * thrown: one bad entry must not take a whole list down. Read-only: the web writes nothing with it.
 */
export function parsedWith<T>(
  schema: z.ZodType<T>,
): FirestoreDataConverter<Parsed<T>, DocumentData> {
  return {
    toFirestore: () => {
      throw new Error('Documents read through a schema are not written from the web.');
    },
    fromFirestore: (snapshot, options) => {
      const result = schema.safeParse(snapshot.data(options));
      return result.success
        ? { ok: true, data: result.data }
        : { ok: false, problem: result.error.message };
    },
  };
}
