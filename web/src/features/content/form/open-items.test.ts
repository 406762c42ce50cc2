import { describe, expect, it } from 'vitest';
import { hasErrorWithin, openAfterMove, openAfterRemove } from './open-items';

describe('the open items of a list', () => {
  it('follow their items when one moves', () => {
    expect([...openAfterMove(new Set([1]), 1, 0, 3)]).toEqual([0]);
    expect([...openAfterMove(new Set([0, 2]), 0, 1, 3)]).toEqual([1, 2]);
    expect([...openAfterMove(new Set([1]), 2, 1, 3)]).toEqual([2]);
  });

  it('close up when one is removed', () => {
    expect([...openAfterRemove(new Set([0, 2, 3]), 2)]).toEqual([0, 2]);
    expect([...openAfterRemove(new Set([1]), 0)]).toEqual([0]);
  });

  it('know an item holds an error by its path, not by a name that starts the same', () => {
    const errors = new Map([['services.1.price', 'A paid session costs at least £1.']]);
    expect(hasErrorWithin(errors, 'services.1')).toBe(true);
    expect(hasErrorWithin(errors, 'services.10')).toBe(false);
    expect(hasErrorWithin(new Map([['services.1', 'Needed']]), 'services.1')).toBe(true);
  });
});
