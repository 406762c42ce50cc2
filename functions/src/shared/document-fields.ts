import { z } from './zod';

/**
 * A stored instant as either Firestore SDK hands it over (the Admin SDK's or the web's
 * `Timestamp`). Described by what both expose, so this folder never imports a Firebase SDK.
 */
export interface StoredTimestamp {
  toMillis(): number;
  toDate(): Date;
}

export const timestampSchema = z.custom<StoredTimestamp>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'toMillis' in value &&
    typeof value.toMillis === 'function' &&
    'toDate' in value &&
    typeof value.toDate === 'function',
  { message: 'Expected a Firestore timestamp.' },
);
