import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FADE_MS, NARROW_SCREEN_QUERY, useIdleFade } from './use-idle-fade';
import { stubMatchMedia } from '@/testing/match-media';

/** jsdom has no matchMedia: answer the narrow-screen query as told, nothing else matches. */
function stubScreen(narrow: boolean): void {
  stubMatchMedia({ [NARROW_SCREEN_QUERY]: narrow });
}

function elapse(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useIdleFade', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 4 s on the 768 px mobile breakpoint', () => {
    expect(IDLE_FADE_MS).toBe(4000);
    expect(NARROW_SCREEN_QUERY).toBe('(max-width: 767.98px)');
  });

  it('fades after 4 s without activity on a narrow screen', () => {
    stubScreen(true);
    const { result } = renderHook(() => useIdleFade());
    expect(result.current).toBe(false);
    elapse(IDLE_FADE_MS - 1);
    expect(result.current).toBe(false);
    elapse(1);
    expect(result.current).toBe(true);
  });

  it.each([
    ['scrolling', () => fireEvent.scroll(window)],
    ['touching', () => fireEvent.touchStart(document.body)],
    ['clicking', () => fireEvent.click(document.body)],
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
  ])('comes back on %s and fades again after another 4 s idle', (_activity, trigger) => {
    stubScreen(true);
    const { result } = renderHook(() => useIdleFade());
    elapse(IDLE_FADE_MS);
    expect(result.current).toBe(true);

    act(() => {
      trigger();
    });
    expect(result.current).toBe(false);
    elapse(IDLE_FADE_MS - 1);
    expect(result.current).toBe(false);
    elapse(1);
    expect(result.current).toBe(true);
  });

  it('restarts the 4 s on every activity', () => {
    stubScreen(true);
    const { result } = renderHook(() => useIdleFade());
    elapse(3000);
    fireEvent.scroll(window);
    elapse(3000);
    expect(result.current).toBe(false);
    elapse(1000);
    expect(result.current).toBe(true);
  });

  it('never fades on a wide screen', () => {
    stubScreen(false);
    const { result } = renderHook(() => useIdleFade());
    elapse(IDLE_FADE_MS * 3);
    expect(result.current).toBe(false);
  });

  it('never fades while paused, and starts counting again once resumed', () => {
    stubScreen(true);
    const { result, rerender } = renderHook(({ paused }) => useIdleFade(paused), {
      initialProps: { paused: true },
    });
    elapse(IDLE_FADE_MS * 3);
    expect(result.current).toBe(false);

    rerender({ paused: false });
    expect(result.current).toBe(false);
    elapse(IDLE_FADE_MS);
    expect(result.current).toBe(true);

    rerender({ paused: true });
    expect(result.current).toBe(false);
    rerender({ paused: false });
    expect(result.current).toBe(false);
  });

  it('stops listening when unmounted', () => {
    stubScreen(true);
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useIdleFade());
    unmount();
    const removed = remove.mock.calls.map(([type]) => type);
    expect(removed).toEqual(
      expect.arrayContaining(['scroll', 'touchstart', 'pointerdown', 'click', 'keydown']),
    );
    remove.mockRestore();
  });
});
