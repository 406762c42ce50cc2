import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { cellsCovering, slotLockId, type SlotLockDocument } from '../shared/availability';
import { cellStartMs, takenByOthers } from './slot-claims';

const NOW = Date.UTC(2026, 2, 16, 12, 0);
const START = Date.UTC(2026, 2, 18, 9, 45);

const lock = (change: Partial<SlotLockDocument>): SlotLockDocument => ({
  state: 'held',
  holder: { collection: 'bookings', id: 'b1' },
  start: Timestamp.fromMillis(START),
  expiresAt: Timestamp.fromMillis(NOW + 60_000),
  ...change,
});

/** Cells as a transaction read them: their locks, if any. */
const cells = (...locks: (SlotLockDocument | undefined)[]) =>
  locks.map((entry) => ({ lock: entry }));

describe('slot claims', () => {
  it('read a cell’s start back from its id', () => {
    for (const id of cellsCovering(START, START + 30 * 60_000, 15)) {
      expect(slotLockId(cellStartMs(id))).toBe(id);
    }
    expect(cellStartMs('2026-03-18T0945Z')).toBe(START);
  });

  it('count a live hold or a booking of someone else as taken', () => {
    const me = { collection: 'meetingRequests' as const, id: 'm1' };
    expect(takenByOthers(cells(undefined, lock({})), me, NOW)).toBe(true);
    expect(takenByOthers(cells(lock({ state: 'booked', expiresAt: null })), me, NOW)).toBe(true);
  });

  it('count free cells, lapsed holds and the holder’s own cells as free', () => {
    const me = { collection: 'bookings' as const, id: 'b1' };
    const other = { collection: 'bookings' as const, id: 'b2' };
    expect(takenByOthers(cells(undefined, undefined), other, NOW)).toBe(false);
    expect(takenByOthers(cells(lock({ expiresAt: Timestamp.fromMillis(NOW) })), other, NOW)).toBe(
      false,
    );
    expect(takenByOthers(cells(lock({ state: 'booked', expiresAt: null })), me, NOW)).toBe(false);
  });
});
