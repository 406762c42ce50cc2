import { describe, expect, it } from 'vitest';
import { diffContent } from './diff';
import { contentDocumentIdSchema } from './publishing-schema';

describe('diffContent', () => {
  it('finds nothing between equal documents', () => {
    const document = { profile: { name: 'Ada', stats: [1, 2] }, websites: [] };
    expect(diffContent(document, structuredClone(document))).toEqual([]);
  });

  it('names each changed leaf by its path, with both values', () => {
    expect(
      diffContent(
        {
          services: [
            { id: 'a', price: 100 },
            { id: 'b', price: 200 },
          ],
          note: 'x',
        },
        {
          services: [
            { id: 'a', price: 120 },
            { id: 'b', price: 200 },
          ],
          note: 'x',
        },
      ),
    ).toEqual([{ path: 'services[0].price', before: 100, after: 120 }]);
  });

  it('shows added and removed fields and list items without the missing side', () => {
    expect(diffContent({ a: 1, list: [1] }, { b: 2, list: [1, 2] })).toEqual([
      { path: 'a', before: 1 },
      { path: 'list[1]', after: 2 },
      { path: 'b', after: 2 },
    ]);
    expect(diffContent({ list: [1, 2] }, { list: [1] })).toEqual([{ path: 'list[1]', before: 2 }]);
  });

  it('shows a reorder as the positions that now hold something else', () => {
    expect(diffContent({ tags: ['a', 'b', 'c'] }, { tags: ['b', 'a', 'c'] })).toEqual([
      { path: 'tags[0]', before: 'a', after: 'b' },
      { path: 'tags[1]', before: 'b', after: 'a' },
    ]);
  });

  it('reports a value that changed kind (a list became text) whole', () => {
    expect(diffContent({ tags: ['a'] }, { tags: 'a' })).toEqual([
      { path: 'tags', before: ['a'], after: 'a' },
    ]);
    expect(diffContent(1, 2)).toEqual([{ path: '(document)', before: 1, after: 2 }]);
  });
});

describe('contentDocumentIdSchema', () => {
  it('takes a document id and refuses any other name, inherited ones included', () => {
    expect(contentDocumentIdSchema.safeParse('services').success).toBe(true);
    for (const id of ['__proto__', 'constructor', 'toString', '../users', 'services/x', '', 7]) {
      const result = contentDocumentIdSchema.safeParse(id);
      expect(result.success, String(id)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Choose one of the content documents: /);
    }
  });
});
