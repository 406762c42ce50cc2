import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { endorsementDocumentSchema, type EndorsementDocument } from '../shared/endorsements';
import { MalformedDocumentError, converterFor, wellFormed } from './converters';

const { malformedDocument } = vi.hoisted(() => ({ malformedDocument: vi.fn() }));
vi.mock('./logs', () => ({ malformedDocument }));

const createdAt = { toMillis: () => 0, toDate: () => new Date(0) };
const good: EndorsementDocument = {
  name: 'Grace Hopper',
  skill: 'Compilers',
  relation: 'colleague',
  status: 'approved',
  requestHash: 'abc',
  createdAt,
};

/** What the Admin SDK hands a converter: the raw data and where it lives. */
function snapshot(id: string, data: Record<string, unknown>): QueryDocumentSnapshot {
  return {
    id,
    data: () => data,
    ref: { path: `endorsements/${id}` },
  } as unknown as QueryDocumentSnapshot;
}

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return '';
}

describe('converterFor', () => {
  const converter = converterFor(endorsementDocumentSchema);

  it('reads a document that matches its schema, dropping fields it does not know', () => {
    expect(converter.fromFirestore(snapshot('e1', { ...good, stray: 1 }))).toEqual(good);
  });

  it('refuses a malformed document with an error naming the document and each field', () => {
    const read = () =>
      converter.fromFirestore(snapshot('e2', { ...good, name: undefined, relation: 'boss' }));
    expect(read).toThrow(MalformedDocumentError);
    expect(read).toThrow(
      /^Document endorsements\/e2 does not match its schema: name: .*; relation: /,
    );
    // Values stay out of the message: documents hold personal data.
    expect(messageOf(read)).not.toContain('boss');
  });

  it('stores what it is given (writes are typed, not parsed: server timestamps are sentinels)', () => {
    expect(converter.toFirestore(good)).toBe(good);
  });
});

describe('wellFormed', () => {
  it('keeps the documents that parse and logs the path of each one that does not', () => {
    const converter = converterFor(endorsementDocumentSchema);
    const docs = [snapshot('ok', good), snapshot('bad', { ...good, status: 'maybe' })].map(
      (doc) => ({ id: doc.id, data: () => converter.fromFirestore(doc) }),
    );
    expect(wellFormed(docs)).toEqual([{ id: 'ok', data: good }]);
    expect(malformedDocument).toHaveBeenCalledWith(
      'endorsements/bad',
      expect.stringContaining('status'),
    );
  });

  it('does not swallow other failures', () => {
    const docs = [
      {
        id: 'x',
        data: () => {
          throw new Error('offline');
        },
      },
    ];
    expect(() => wellFormed(docs)).toThrow('offline');
  });
});
