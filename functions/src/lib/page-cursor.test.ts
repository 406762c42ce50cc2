import { describe, expect, it } from 'vitest';
import { PAGE_EXPIRED_MESSAGE } from '../shared/admin-records';
import { decodeCursor, encodeCursor, type PagePosition } from './page-cursor';

const position: PagePosition = {
  list: 'bookings:confirmed',
  run: 0,
  seconds: 1_795_000_000,
  nanoseconds: 123_456_000,
  id: 'a1B2c3',
};

const expired = { kind: 'invalid', message: PAGE_EXPIRED_MESSAGE };

/** A cursor of our shape with one part replaced. */
function made(parts: unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

describe('page cursors', () => {
  it('come back as the position they were made from, to the nanosecond', () => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 'bookings:confirmed')).toEqual(position);
  });

  it('are refused for another list or another filter of the same list', () => {
    const cursor = encodeCursor(position);
    expect(() => decodeCursor(cursor, 'bookings:all')).toThrow(expect.objectContaining(expired));
    expect(() => decodeCursor(cursor, 'payments:confirmed')).toThrow(
      expect.objectContaining(expired),
    );
  });

  it.each([
    ['not base64url', 'abc+/='],
    ['one character more than we made', `${encodeCursor(position)}x`],
    ['not JSON', Buffer.from('{"list":').toString('base64url')],
    ['JSON of another shape', Buffer.from('{"list":"bookings:confirmed"}').toString('base64url')],
    ['another version', made([2, 'bookings:confirmed', 0, 1, 0, 'a'])],
    ['a run out of range', made([1, 'bookings:confirmed', 10, 1, 0, 'a'])],
    ['an instant Firestore cannot hold', made([1, 'bookings:confirmed', 0, 1e15, 0, 'a'])],
    ['nanoseconds past a second', made([1, 'bookings:confirmed', 0, 1, 1e9, 'a'])],
    ['an id with a slash', made([1, 'bookings:confirmed', 0, 1, 0, 'a/b'])],
    ['the id ..', made([1, 'bookings:confirmed', 0, 1, 0, '..'])],
    ['a reserved id', made([1, 'bookings:confirmed', 0, 1, 0, '__x__'])],
  ])('are refused in the admin’s words when %s', (_case, cursor) => {
    expect(() => decodeCursor(cursor, 'bookings:confirmed')).toThrow(
      expect.objectContaining({ ...expired, fieldErrors: { cursor: [PAGE_EXPIRED_MESSAGE] } }),
    );
  });
});
