import { describe, expect, it } from 'vitest';
import { cleanLine, cleanLines, documentId, freeText, isDocumentId } from './fields';

describe('cleanLine', () => {
  it.each([
    ['NFC', 'Jose\u0301', 'José'],
    ['NFC, also across what was taken out', 'Jose\u200B\u0301', 'José'],
    ['controls', 'A\u0000B\u0007C\u001B[0m\u009B', 'ABC[0m'],
    ['bidi overrides and embeddings', '\u202Eexe.txt\u202C\u202A\u202B\u202D', 'exe.txt'],
    ['bidi isolates and marks', '\u2066a\u2067b\u2068c\u2069\u200E\u200F\u061C', 'abc'],
    ['zero-width and invisible characters', 'a\u200Bb\u2060c\uFEFFd\u00ADe\u2062f', 'abcdef'],
    ['line breaks and runs of spaces', '  Ada\r\n\tLovelace \u2028 ', 'Ada Lovelace'],
  ])('cleans %s', (_what, input, expected) => {
    expect(cleanLine(input)).toBe(expected);
  });

  it('keeps the joiners emoji and scripts need between visible characters', () => {
    expect(cleanLine('👩\u200D💻 می\u200Cخواهم')).toBe('👩\u200D💻 می\u200Cخواهم');
  });

  it.each([
    ['zero-width only', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['bidi only', '\u202E\u2066\u2069'],
    ['filler letters', '\u3164\u115F\u2800'],
    ['a lone combining mark', ' \u0301 '],
  ])('turns text that shows nothing (%s) into nothing', (_what, input) => {
    expect(cleanLine(input)).toBe('');
  });
});

describe('cleanLines', () => {
  it('keeps line breaks (as \\n) and tabs, removes what deceives', () => {
    expect(cleanLines(' one\r\ntwo\rthree\u2029\tfour\u202E\u0000 ')).toBe(
      'one\ntwo\nthree\n\tfour',
    );
  });
});

describe('freeText', () => {
  const name = freeText({ label: 'Name', max: 5, min: 2, required: 'Name, please.' });

  it('checks the length of the cleaned text', () => {
    expect(name.parse(' A\u200Bda ')).toBe('Ada');
    expect(name.safeParse('A\u202E').error?.issues[0]?.message).toBe('Name, please.');
    expect(name.safeParse('Abcdef').error?.issues[0]?.message).toBe(
      'Name must be at most 5 characters.',
    );
  });

  it('refuses a missing or wrong-type value with its own message', () => {
    for (const input of [undefined, 12, null, ['Ada']]) {
      expect(name.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
        'Name, please.',
      ]);
    }
  });

  it('reads a blank optional field as empty', () => {
    expect(freeText({ label: 'Headline', max: 10 }).optional().parse('\u200B')).toBe('');
  });
});

describe('document ids', () => {
  it.each(['a/b', '/', '.', '..', '__x__', '____', ''])('refuses %j', (id) => {
    expect(isDocumentId(id)).toBe(false);
  });

  it('refuses an id over 1,500 bytes', () => {
    expect(isDocumentId('é'.repeat(751))).toBe(false);
    expect(isDocumentId('é'.repeat(750))).toBe(true);
  });

  it.each(['abc', 'a.b', '...', '_x_', '__x', 'x__', 'AbC123-_'])('accepts %j', (id) => {
    expect(isDocumentId(id)).toBe(true);
  });

  it('says what is wrong in the schema’s own words', () => {
    const id = documentId('No such message.');
    expect(id.safeParse('a/b').error?.issues[0]?.message).toBe('No such message.');
    expect(id.safeParse(7).error?.issues[0]?.message).toBe('No such message.');
  });
});
