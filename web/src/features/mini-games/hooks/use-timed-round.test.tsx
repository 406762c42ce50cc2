import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEventHistory, subscribe, type AppEvents } from '@/lib/events';
import { newCodeRacerRound, typeCode } from '../code-racer-round';
import { useTimedRound } from './use-timed-round';

const content = { snippets: ['one();', 'two();'], pointsPerSnippet: 10 };
const inOrder = () => 0;

let events: AppEvents['game.scored'][];
let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  events = [];
  stop = subscribe('game.scored', (event) => events.push(event));
});
afterEach(() => {
  stop();
  clearEventHistory();
  vi.useRealTimers();
});

function renderRound() {
  return renderHook(() =>
    useTimedRound('code-racer', () => newCodeRacerRound(content, inOrder), 30),
  );
}

describe('a timed round', () => {
  it('publishes game.scored on every score change and once more, won, when it ends', () => {
    const { result } = renderRound();
    act(() => result.current.start());
    act(() => void result.current.play((round) => typeCode(round, 'one();')));
    act(() => void result.current.play((round) => typeCode(round, 'oops')));
    act(() => void result.current.play((round) => typeCode(round, 'two();')));
    expect(events).toEqual([
      { game: 'code-racer', score: 10, finished: false, won: false },
      { game: 'code-racer', score: 20, finished: false, won: false },
      { game: 'code-racer', score: 20, finished: true, won: true },
    ]);
  });

  it('counts down once started and ends the round, unwon, when time is up', () => {
    const { result } = renderRound();
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(30);
    act(() => result.current.start());
    act(() => void result.current.play((round) => typeCode(round, 'one();')));
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current.secondsLeft).toBe(1);
    expect(result.current.round.phase).toBe('playing');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.round).toMatchObject({ phase: 'over', won: false, score: 10 });
    expect(events.at(-1)).toEqual({ game: 'code-racer', score: 10, finished: true, won: false });
    expect(events.filter((event) => event.finished)).toHaveLength(1);
  });

  it('stops the clock in relaxed mode, so the round lasts until it is done', () => {
    const { result } = renderRound();
    act(() => result.current.setRelaxed(true));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(120_000));
    expect(result.current.round.phase).toBe('playing');
    expect(events).toEqual([]);
    act(() => result.current.setRelaxed(false));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.round.phase).toBe('over');
  });

  it('starts Play again with the full time, a score of 0 and no event', () => {
    const { result } = renderRound();
    act(() => result.current.start());
    act(() => void result.current.play((round) => typeCode(round, 'one();')));
    act(() => vi.advanceTimersByTime(30_000));
    const published = events.length;
    act(() => result.current.start());
    expect(result.current.round).toMatchObject({ phase: 'playing', score: 0, index: 0 });
    expect(result.current.secondsLeft).toBe(30);
    expect(events).toHaveLength(published);
  });
});
