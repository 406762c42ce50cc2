import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { z } from 'zod';
import type { ApiClient } from './api';
import { admin } from './accounts';

/** One seeded document: its id, status and when it was stored. */
export interface Seeded {
  id: string;
  status: string;
  at: Timestamp;
}

/**
 * When row `index` was stored: three rows share each instant (so only the id tells them apart),
 * and the instants carry microseconds (so a cursor that dropped them would skip or repeat rows).
 */
export function storedAt(index: number, base = Date.parse('2026-06-01T12:00:00Z')): Timestamp {
  const group = Math.floor(index / 3);
  const seconds = Math.floor(base / 1000) - group * 60;
  return new Timestamp(seconds, ((group * 7919) % 1_000_000) * 1000);
}

/** Empties collections, so a list holds exactly what a test seeds. */
export async function emptyCollections(names: readonly string[]): Promise<void> {
  const { db } = admin();
  for (const name of names) await db.recursiveDelete(db.collection(name));
}

/**
 * Stores `count` documents in `collection`, row `index` in `statusOf(index)` and made by
 * `make`, with `sortField` from `storedAt`.
 */
export async function seed(
  collection: string,
  count: number,
  statusOf: (index: number) => string,
  make: (status: string, index: number) => DocumentData,
  sortField = 'createdAt',
): Promise<Seeded[]> {
  const { db } = admin();
  const batch = db.batch();
  const seeded: Seeded[] = [];
  for (let index = 0; index < count; index += 1) {
    const ref = db.collection(collection).doc();
    const status = statusOf(index);
    const at = storedAt(index);
    batch.set(ref, { ...make(status, index), [sortField]: at });
    seeded.push({ id: ref.id, status, at });
  }
  await batch.commit();
  return seeded;
}

/** Newest first, ties by document id (descending), as the lists promise. */
export function newestFirst(rows: readonly Seeded[]): string[] {
  return [...rows]
    .sort(
      (a, b) =>
        b.at.seconds - a.at.seconds ||
        b.at.nanoseconds - a.at.nanoseconds ||
        (b.id > a.id ? 1 : -1),
    )
    .map((row) => row.id);
}

const pageSchema = z.object({
  success: z.literal(true),
  items: z.array(z.looseObject({ id: z.string() })),
  nextCursor: z.string().nullable(),
});
export type ListPage = z.infer<typeof pageSchema>;

/** Every page of an admin list over HTTP, `limit` rows at a time (at most 10 pages). */
export async function walk(
  client: ApiClient,
  call: string,
  request: Record<string, unknown>,
  limit = 20,
): Promise<ListPage[]> {
  const pages: ListPage[] = [];
  let cursor: string | null = null;
  do {
    const answer = await client.post(`/api/admin/${call}`, {
      ...request,
      limit,
      ...(cursor ? { cursor } : {}),
    });
    expect(answer.status, answer.text).toBe(200);
    const page = pageSchema.parse(answer.json);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

/** A fresh id Firestore would accept, naming no document. */
export const strangerId = (): string => randomUUID().replace(/-/g, '');
