import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { AuditEntry } from '../../functions/src/shared/audit.js';
import { sha256Hex } from '../../functions/src/lib/hashing.js';
import type { SeededRandom } from './seeded-random.js';

/** One document the volumes write: its path and exactly the fields the product stores. */
export interface VolumeDocument {
  path: string;
  data: DocumentData;
}

/** An audit entry some seeded record implies (an admin's decision on it), with its time. */
export interface ImpliedAudit {
  entry: AuditEntry;
  atMs: number;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** `bench-contact-007`: fixed ids, so a second run writes the same documents again. */
export const volumeId = (kind: string, index: number): string =>
  `bench-${kind}-${String(index + 1).padStart(3, '0')}`;

/** The `index`-th document the volumes write to `collection`, at its fixed id of `kind`. */
export const numberedDocument = (
  collection: string,
  kind: string,
  index: number,
  data: DocumentData,
): VolumeDocument => ({ path: `${collection}/${volumeId(kind, index)}`, data });

/** A stored instant, as the Admin SDK writes a server timestamp. */
export const stamp = (ms: number): Timestamp => Timestamp.fromMillis(Math.round(ms));

/** The fingerprint `storeOnce` keeps of the request that made a record. */
export const requestHash = (payload: object): string => sha256Hex(JSON.stringify(payload));

/** An instant in [fromMs, toMs], or `fromMs` when that range is empty (one draw either way). */
export const between = (random: SeededRandom, fromMs: number, toMs: number): number =>
  fromMs + Math.floor(random.next() * Math.max(0, toMs - fromMs));

/** How far back the volumes reach: every record they seed was made within the last 90 days. */
export const VOLUME_SPAN_MS = 90 * DAY_MS;

/** When a record was made: within the volumes' span and at least `agoMs` before now (one draw). */
export const madeAtMs = (random: SeededRandom, nowMs: number, agoMs = HOUR_MS): number =>
  between(random, nowMs - VOLUME_SPAN_MS, nowMs - agoMs);

/** `count` items made by `make(index)`. */
export const times = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));
