import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from '../shared/zod';
import { rowOf } from './rows';

describe('rowOf', () => {
  const row = z.object({
    id: z.string(),
    name: z.string(),
    start: z.string(),
    decidedAt: z.string().nullable(),
  });

  it('adds the id, gives instants as UTC ISO strings and keeps only the row’s fields', () => {
    const document = {
      name: 'Ada',
      start: Timestamp.fromMillis(Date.UTC(2030, 0, 2, 9, 30)),
      decidedAt: null,
      requestHash: 'not for the page',
    };
    expect(rowOf(row, 'r1', document)).toEqual({
      id: 'r1',
      name: 'Ada',
      start: '2030-01-02T09:30:00.000Z',
      decidedAt: null,
    });
  });
});
