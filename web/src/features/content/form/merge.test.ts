import { describe, expect, it } from 'vitest';
import { diffContent } from '@shared/content/diff';
import { mergeTheirs, pathOf } from './merge';

const base = {
  title: 'Services',
  services: [
    { id: 'a', name: 'Strategy', price: 150 },
    { id: 'b', name: 'Deep dive', price: 200 },
  ],
};

describe('pathOf', () => {
  it('reads the diff’s field names back as keys and positions', () => {
    expect(pathOf('services[1].price')).toEqual(['services', 1, 'price']);
    expect(pathOf('title')).toEqual(['title']);
    expect(pathOf('(document)')).toEqual([]);
  });
});

describe('mergeTheirs', () => {
  it('takes their change to a field I left alone and keeps mine elsewhere', () => {
    const theirs = { ...base, services: [base.services[0], { ...base.services[1], price: 240 }] };
    const mine = { ...base, title: 'Paid sessions' };
    const merged = mergeTheirs(mine, diffContent(base, theirs));
    expect(merged.clashes).toEqual([]);
    expect(merged.draft).toEqual({ ...theirs, title: 'Paid sessions' });
  });

  it('reports a field we both changed as a clash, keeping mine until decided', () => {
    const theirs = { ...base, title: 'Sessions' };
    const mine = { ...base, title: 'Paid sessions' };
    const merged = mergeTheirs(mine, diffContent(base, theirs));
    expect(merged.clashes).toMatchObject([
      { path: ['title'], mine: 'Paid sessions', change: { before: 'Services', after: 'Sessions' } },
    ]);
    expect(merged.draft).toEqual(mine);
  });

  it('takes an item they removed and one they added without losing my edit', () => {
    const theirs = { ...base, services: [base.services[0]] };
    const mine = { ...base, title: 'Paid' };
    expect(mergeTheirs(mine, diffContent(base, theirs)).draft).toEqual({
      ...theirs,
      title: 'Paid',
    });
    const added = { ...base, services: [...base.services, { id: 'c', name: 'Call', price: 90 }] };
    expect(mergeTheirs(mine, diffContent(base, added)).draft).toEqual({ ...added, title: 'Paid' });
  });

  it('has nothing to do when we made the same change', () => {
    const theirs = { ...base, title: 'Same' };
    const merged = mergeTheirs(theirs, diffContent(base, theirs));
    expect(merged).toEqual({ draft: theirs, taken: [], clashes: [] });
  });
});
