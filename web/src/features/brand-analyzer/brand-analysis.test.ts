import { describe, expect, it } from 'vitest';
import {
  analyseName,
  contrastRatio,
  contrastSummary,
  domainCandidates,
  formatRatio,
  handleForms,
  parseHex,
  relativeLuminance,
  suggestAccessibleColour,
  wcagVerdicts,
  type Rgb,
} from './brand-analysis';

function hex(value: string): Rgb {
  const colour = parseHex(value);
  if (colour === null) throw new Error(`test colour ${value} is not hex`);
  return colour;
}

const white = hex('#ffffff');
const black = hex('#000000');

function passes(ratio: number): Record<string, boolean> {
  return Object.fromEntries(wcagVerdicts(ratio).map((verdict) => [verdict.id, verdict.pass]));
}

describe('parseHex', () => {
  it('accepts long and short forms, with or without #, in any case', () => {
    expect(parseHex('#2563EB')).toEqual({ r: 37, g: 99, b: 235, hex: '#2563eb' });
    expect(parseHex('fff')?.hex).toBe('#ffffff');
    expect(parseHex('  #0a0 ')?.hex).toBe('#00aa00');
  });

  it('rejects anything else', () => {
    for (const input of ['', '#', '#12', '#1234', '#12345g', 'blue', '#1234567']) {
      expect(parseHex(input)).toBeNull();
    }
  });
});

describe('contrast', () => {
  it('gives the WCAG luminance extremes', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBe(1);
  });

  it('rates black on white 21.00 and passes everything', () => {
    const ratio = contrastRatio(black, white);
    expect(formatRatio(ratio)).toBe('21.00');
    expect(passes(ratio)).toEqual({ 'aa-normal': true, 'aa-large': true, 'aaa-normal': true });
  });

  it('rates #777777 on white 4.48, failing AA normal but passing AA large', () => {
    const ratio = contrastRatio(hex('#777777'), white);
    expect(formatRatio(ratio)).toBe('4.48');
    expect(passes(ratio)).toEqual({ 'aa-normal': false, 'aa-large': true, 'aaa-normal': false });
    expect(contrastSummary(ratio)).toBe('Large text only: fails AA for normal text.');
  });

  it('rates #2563eb on white 5.17, passing AA but not AAA', () => {
    const ratio = contrastRatio(hex('#2563eb'), white);
    expect(formatRatio(ratio)).toBe('5.17');
    expect(passes(ratio)).toEqual({ 'aa-normal': true, 'aa-large': true, 'aaa-normal': false });
  });

  it('is order-independent', () => {
    expect(contrastRatio(white, hex('#2563eb'))).toBe(contrastRatio(hex('#2563eb'), white));
  });

  it('never rounds a failing ratio up to a passing-looking threshold', () => {
    expect(formatRatio(4.497)).toBe('4.49');
    expect(formatRatio(4.4949)).toBe('4.49');
    expect(formatRatio(2.996)).toBe('2.99');
  });
});

describe('suggestAccessibleColour', () => {
  it('darkens a light grey on white until it passes 4.5:1', () => {
    const suggestion = suggestAccessibleColour(hex('#777777'), white);
    expect(suggestion?.direction).toBe('darker');
    expect(suggestion?.colour.hex).toBe('#767676');
    expect(contrastRatio(hex(suggestion?.colour.hex ?? ''), white)).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens a colour on a dark background', () => {
    const suggestion = suggestAccessibleColour(hex('#2563eb'), hex('#0b1120'));
    expect(suggestion?.direction).toBe('lighter');
    expect(contrastRatio(hex(suggestion?.colour.hex ?? ''), hex('#0b1120'))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('returns null when the colour already passes', () => {
    expect(suggestAccessibleColour(hex('#2563eb'), white)).toBeNull();
  });

  it('returns null when no lightness of the hue can reach the target', () => {
    expect(suggestAccessibleColour(hex('#777777'), hex('#777777'), 7)).toBeNull();
  });
});

describe('analyseName', () => {
  it('counts characters, letters, words and syllables', () => {
    const analysis = analyseName('  Café Nova!  ');
    expect(analysis).toMatchObject({
      name: 'Café Nova!',
      characters: 10,
      letters: 8,
      words: 2,
      syllables: 3,
      lengthVerdict: 'good',
    });
  });

  it.each([
    ['Lumora', 'short'],
    ['Brightly', 'good'],
    ['Lumora Analytics', 'long'],
    ['Lumora Analytics Group Ltd', 'too-long'],
    ['', 'empty'],
  ] as const)('rates the length of "%s" as %s', (name, verdict) => {
    expect(analyseName(name).lengthVerdict).toBe(verdict);
  });

  it('ranks Lumora far above Xkcdqz for pronounceability, with reasons', () => {
    const lumora = analyseName('Lumora');
    const xkcdqz = analyseName('Xkcdqz');
    expect(lumora.pronounceability).toBeGreaterThan(xkcdqz.pronounceability);
    expect(lumora.pronounceabilityVerdict).toBe('easy');
    expect(xkcdqz.pronounceabilityVerdict).toBe('hard');
    expect(xkcdqz.pronounceabilityNotes).toContain(
      'It has no vowels, so listeners must guess how to say it.',
    );
    expect(xkcdqz.pronounceabilityNotes).toContain('Hard letter clusters: “xkcdqz”.');
    expect(lumora.pronounceabilityNotes).toContain('No hard letter clusters.');
  });

  it('keeps scores within 0–100', () => {
    for (const name of ['a', 'Aeiou', 'Strength', '123', 'Qqqq']) {
      const { pronounceability } = analyseName(name);
      expect(pronounceability).toBeGreaterThanOrEqual(0);
      expect(pronounceability).toBeLessThanOrEqual(100);
    }
  });

  it('flags what hurts word of mouth', () => {
    expect(analyseName('4-Good')).toMatchObject({
      startsWithLetter: false,
      hasDigits: true,
      hasHyphens: true,
    });
    expect(analyseName('Lumora')).toMatchObject({
      startsWithLetter: true,
      hasDigits: false,
      hasHyphens: false,
    });
  });
});

describe('handleForms', () => {
  it('normalises "Café Nova!" to cafenova', () => {
    expect(handleForms('Café Nova!').handle).toBe('cafenova');
  });

  it('transliterates letters that have no combining form', () => {
    expect(handleForms('Straße Øl').handle).toBe('strasseol');
  });

  it('checks the X and Instagram limits', () => {
    const { checks } = handleForms('The Very Long Brand Name');
    expect(checks).toEqual([
      { platform: 'X (Twitter)', limit: 15, length: 20, fits: false },
      { platform: 'Instagram', limit: 30, length: 20, fits: true },
    ]);
  });
});

describe('domainCandidates', () => {
  it('lists the five ASCII domain forms', () => {
    expect(domainCandidates('Café Nova!').map(({ domain }) => domain)).toEqual([
      'cafenova.com',
      'cafenova.io',
      'cafenova.co.uk',
      'getcafenova.com',
      'cafenova-app.com',
    ]);
  });

  it('keeps inner hyphens but trims outer ones', () => {
    expect(domainCandidates('-Coca--Cola-')[0]?.domain).toBe('coca-cola.com');
  });

  it('offers nothing when no ASCII characters remain', () => {
    expect(domainCandidates('東京 !!')).toEqual([]);
  });

  it('marks labels over 63 characters as invalid', () => {
    expect(domainCandidates('a'.repeat(62)).map(({ valid }) => valid)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
