import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACHIEVEMENTS_STORAGE_KEY } from '../storage-key';
import { reportUnlockedCount, storedUnlockedCount, useUnlockedCount } from './trophy-state';

function storeRaw(value: string): void {
  localStorage.setItem(ACHIEVEMENTS_STORAGE_KEY, value);
}

const entry = (id: string) => ({ id, unlocked: true, date: '2026-03-14T09:30:00.000Z' });
/** What the engine stores for one user holding `ids`. */
const storedFor = (uid: string, ids: string[]) =>
  JSON.stringify({ version: 1, users: { [uid]: { achievements: ids.map(entry) } } });

afterEach(() => {
  localStorage.clear();
  // Another user's report, so the next test reads storage for 'u1' again.
  reportUnlockedCount('nobody', 0);
});

describe('storedUnlockedCount', () => {
  it('counts the unlocked entries of that user only, in the shape the engine stores', () => {
    storeRaw(
      JSON.stringify({
        version: 1,
        users: {
          u1: {
            achievements: [entry('code_master'), { ...entry('night_owl'), pendingSync: true }],
            progress: { sections: ['hero'], themes: [], eggs: [] },
            claims: [],
          },
          u2: { achievements: [entry('code_master')] },
        },
      }),
    );
    expect(storedUnlockedCount('u1')).toBe(2);
    expect(storedUnlockedCount('u2')).toBe(1);
    expect(storedUnlockedCount('u3')).toBe(0);
  });

  it('counts an id once, and not entries that are not unlocked or have no id', () => {
    storeRaw(
      JSON.stringify({
        version: 1,
        users: {
          u1: {
            achievements: [
              entry('code_master'),
              entry('code_master'),
              { id: 'night_owl', unlocked: false },
              { unlocked: true },
              'dark_mode_fan',
            ],
          },
        },
      }),
    );
    expect(storedUnlockedCount('u1')).toBe(1);
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
    storeRaw(storedFor('u1', ['code_master']));
    const { result } = renderHook(() => useUnlockedCount(undefined));
    expect(result.current).toBe(0);
  });

  it('starts from storage, follows the engine once it reports, and another tab through storage', () => {
    storeRaw(storedFor('u1', ['code_master']));
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
      storeRaw(storedFor('u1', ['code_master', 'night_owl', 'dark_mode_fan', 'team_builder']));
      window.dispatchEvent(new StorageEvent('storage', { key: ACHIEVEMENTS_STORAGE_KEY }));
    });
    expect(result.current).toBe(4);
  });
});
