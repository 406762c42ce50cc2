import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS_STORAGE_KEY,
  reportUnlockedCount,
  storedUnlockedCount,
  useUnlockedCount,
} from './trophy-state';

function storeRaw(value: string): void {
  localStorage.setItem(ACHIEVEMENTS_STORAGE_KEY, value);
}

const entry = (id: string) => ({ id, unlocked: true, date: '2026-03-14T09:30:00.000Z' });

afterEach(() => {
  localStorage.clear();
  // Another user's report, so the next test reads storage for 'u1' again.
  reportUnlockedCount('nobody', 0);
});

describe('storedUnlockedCount', () => {
  it('counts the unlocked entries of that user only', () => {
    storeRaw(
      JSON.stringify({
        u1: {
          entries: [entry('code_master'), entry('night_owl')],
          progress: { sections: ['hero'] },
        },
        u2: { entries: [entry('code_master')] },
      }),
    );
    expect(storedUnlockedCount('u1')).toBe(2);
    expect(storedUnlockedCount('u2')).toBe(1);
    expect(storedUnlockedCount('u3')).toBe(0);
  });

  it('reads entries keyed by id as well as listed, and counts an id once', () => {
    storeRaw(
      JSON.stringify({
        u1: {
          achievements: { code_master: entry('code_master'), night_owl: entry('night_owl') },
          pending: [entry('night_owl')],
        },
      }),
    );
    expect(storedUnlockedCount('u1')).toBe(2);
  });

  it('does not count entries that are not unlocked or have no id', () => {
    storeRaw(
      JSON.stringify({
        u1: { entries: [{ id: 'code_master', unlocked: false }, { unlocked: true }, 'night_owl'] },
      }),
    );
    expect(storedUnlockedCount('u1')).toBe(0);
  });

  it('reads corrupt or foreign data as nothing unlocked', () => {
    storeRaw('{not json');
    expect(storedUnlockedCount('u1')).toBe(0);
    storeRaw('[1, 2, 3]');
    expect(storedUnlockedCount('u1')).toBe(0);
    storeRaw('"u1"');
    expect(storedUnlockedCount('u1')).toBe(0);
  });
});

describe('useUnlockedCount', () => {
  it('is 0 signed out whatever is stored', () => {
    storeRaw(JSON.stringify({ u1: { entries: [entry('code_master')] } }));
    const { result } = renderHook(() => useUnlockedCount(undefined));
    expect(result.current).toBe(0);
  });

  it('starts from storage, follows the engine once it reports, and another tab through storage', () => {
    storeRaw(JSON.stringify({ u1: { entries: [entry('code_master')] } }));
    const { result } = renderHook(() => useUnlockedCount('u1'));
    expect(result.current).toBe(1);

    act(() => reportUnlockedCount('u1', 3));
    expect(result.current).toBe(3);
    // A report for someone else leaves this user's count alone.
    act(() => reportUnlockedCount('u2', 7));
    expect(result.current).toBe(1);
    act(() => reportUnlockedCount('u1', 3));
    expect(result.current).toBe(3);

    act(() => {
      storeRaw(
        JSON.stringify({
          u1: { entries: [entry('code_master'), entry('a'), entry('b'), entry('c')] },
        }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: ACHIEVEMENTS_STORAGE_KEY }));
    });
    expect(result.current).toBe(4);
  });
});
