import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UnlockNotice } from '../achievements-api';
import { useNoticeQueue } from './notice-queue';

function feed() {
  const listeners = new Set<(notice: UnlockNotice) => void>();
  return {
    subscribe: (listener: (notice: UnlockNotice) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (id: UnlockNotice['id']) =>
      listeners.forEach((listener) => listener({ id, title: id, description: '', points: 10 })),
    listeners,
  };
}

describe('useNoticeQueue', () => {
  it('gives notices one at a time, in the order they came', () => {
    const notices = feed();
    const { result } = renderHook(() => useNoticeQueue(notices.subscribe));
    expect(result.current.current).toBeUndefined();
    act(() => {
      notices.send('code_master');
      notices.send('easter_egg_finder');
    });
    expect(result.current.current?.notice.id).toBe('code_master');
    const firstKey = result.current.current?.key;
    act(() => result.current.dismiss());
    expect(result.current.current?.notice.id).toBe('easter_egg_finder');
    expect(result.current.current?.key).not.toBe(firstKey);
    act(() => result.current.dismiss());
    expect(result.current.current).toBeUndefined();
  });

  it('stops listening when unmounted', () => {
    const notices = feed();
    const { unmount } = renderHook(() => useNoticeQueue(notices.subscribe));
    expect(notices.listeners.size).toBe(1);
    unmount();
    expect(notices.listeners.size).toBe(0);
  });
});
