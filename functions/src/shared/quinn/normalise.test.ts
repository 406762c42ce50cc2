import { describe, expect, it } from 'vitest';
import { corrector, oneEditApart, words } from './normalise';

describe('words', () => {
  it('brings UK spellings, slang and the pound sign to one spelling', () => {
    expect(words('Optimisation & analyse the programme')).toEqual([
      'optimization',
      'analyze',
      'the',
      'program',
    ]);
    expect(words("wot's ur rate 4 a deep dive per hr?")).toEqual([
      'wot',
      'your',
      'rate',
      '4',
      'a',
      'deep',
      'dive',
      'per',
      'hour',
    ]);
    expect(words("£200 for Marcus's enterprise session")).toEqual([
      'pounds',
      '200',
      'for',
      'marcus',
      'enterprise',
      'session',
    ]);
  });
});

describe('oneEditApart', () => {
  it('is true for one letter added, dropped, changed or two swapped, and false otherwise', () => {
    expect(oneEditApart('techincal', 'technical')).toBe(true);
    expect(oneEditApart('pricng', 'pricing')).toBe(true);
    expect(oneEditApart('pricce', 'price')).toBe(true);
    expect(oneEditApart('prise', 'price')).toBe(true);
    expect(oneEditApart('price', 'price')).toBe(false);
    expect(oneEditApart('prcie', 'pricey')).toBe(false);
  });
});

describe('corrector', () => {
  it('corrects an unknown word to the first known word one edit away', () => {
    const correct = corrector(['price', 'technical', 'deep', 'joint'], ['price']);
    expect(correct(['techincal', 'deep', 'pricce', 'prie', 'zzzzz'])).toEqual([
      'technical',
      'deep',
      'price',
      'price',
      'zzzzz',
    ]);
  });

  it('corrects four-letter words only to the short list, and leaves shorter words alone', () => {
    const correct = corrector(['price', 'joint', 'dive'], ['price']);
    expect(correct(['join', 'dvie', 'pri'])).toEqual(['join', 'dvie', 'pri']);
  });
});
