import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@shared/zod';
import { lastAnswer } from './last-answer';

const itemsSchema = z.array(z.object({ name: z.string(), count: z.number().int() }));
const KEY = 'last-answer:v1:items';
const SAVED_AT = new Date('2026-03-14T09:26:53.000Z');

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('lastAnswer', () => {
  it('has nothing before the first save', () => {
    expect(lastAnswer('items', itemsSchema).read()).toBeNull();
  });

  it('reads back the last saved answer with the time it was saved', () => {
    const items = lastAnswer('items', itemsSchema);
    items.save([{ name: 'first', count: 1 }], new Date('2026-03-13T00:00:00.000Z'));
    items.save([{ name: 'Go', count: 3 }], SAVED_AT);
    expect(items.read()).toEqual({ value: [{ name: 'Go', count: 3 }], savedAt: SAVED_AT });
    // Another instance (a later page load) reads the same record.
    expect(lastAnswer('items', itemsSchema).read()?.value).toEqual([{ name: 'Go', count: 3 }]);
  });

  it('keeps answers of different names apart', () => {
    lastAnswer('items', itemsSchema).save([{ name: 'Go', count: 3 }]);
    expect(lastAnswer('other', itemsSchema).read()).toBeNull();
  });

  it('returns what the schema parses, not the stored JSON as it is', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ savedAt: SAVED_AT.getTime(), value: [{ name: 'Go', count: 3, extra: 1 }] }),
    );
    expect(lastAnswer('items', itemsSchema).read()?.value).toEqual([{ name: 'Go', count: 3 }]);
  });

  it.each([
    ['JSON that does not parse', '{"savedAt": 1, "value": ['],
    ['a value of another shape', JSON.stringify({ savedAt: 1, value: [{ name: 'Go' }] })],
    ['a record without its time', JSON.stringify({ value: [] })],
    ['a record with a time that is no time', JSON.stringify({ savedAt: 'yesterday', value: [] })],
    ['something that is no record', JSON.stringify([{ name: 'Go', count: 3 }])],
  ])('ignores and removes %s', (_case, raw) => {
    localStorage.setItem(KEY, raw);
    expect(lastAnswer('items', itemsSchema).read()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('never reads a record kept in another format version', () => {
    const record = JSON.stringify({ savedAt: SAVED_AT.getTime(), value: [] });
    localStorage.setItem('last-answer:v0:items', record);
    localStorage.setItem('items', record);
    expect(lastAnswer('items', itemsSchema).read()).toBeNull();
  });

  it('treats blocked storage as no saved answer, without throwing', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    const items = lastAnswer('items', itemsSchema);
    expect(() => items.save([{ name: 'Go', count: 3 }])).not.toThrow();
    expect(items.read()).toBeNull();
  });

  it('treats full storage as no saved answer, without throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const items = lastAnswer('items', itemsSchema);
    expect(() => items.save([{ name: 'Go', count: 3 }])).not.toThrow();
    expect(items.read()).toBeNull();
  });

  it('tolerates a browser where even touching localStorage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => localStorage.length).toThrow('insecure');
    const items = lastAnswer('items', itemsSchema);
    expect(() => items.save([{ name: 'Go', count: 3 }])).not.toThrow();
    expect(items.read()).toBeNull();
  });
});
