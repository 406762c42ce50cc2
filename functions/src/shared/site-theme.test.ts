import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_THEME, parseSiteTheme } from './site-theme';
import { siteThemeSchema } from './site-theme-schema';

const samples: unknown[] = [
  DEFAULT_SITE_THEME,
  { variant: 'tint', appearance: 'system', primary: '#ABCDEF', radius: 0 },
  { variant: 'tint', appearance: 'system', primary: '#ABCDEF', radius: 2 },
  { variant: 'tint', appearance: 'system', primary: '#ABCDEF', radius: 2.01 },
  { variant: 'tint', appearance: 'system', primary: '#ABCDEF', radius: -0.1 },
  { variant: 'tint', appearance: 'system', primary: '#ABCDEF', radius: Number.NaN },
  { variant: 'tint', appearance: 'system', primary: '#ABCDEF', radius: '1' },
  { variant: 'tint', appearance: 'system', primary: '#ABCDE', radius: 1 },
  { variant: 'tint', appearance: 'system', primary: 'blue', radius: 1 },
  { variant: 'neon', appearance: 'dark', primary: '#2563eb', radius: 1 },
  { variant: 'minimal', appearance: 'dim', primary: '#2563eb', radius: 1 },
  { variant: 'minimal', appearance: 'dark', radius: 1 },
  { ...DEFAULT_SITE_THEME, extra: 'ignored' },
  null,
  'professional',
  42,
  [],
];

describe('parseSiteTheme', () => {
  it('accepts exactly what the stored-theme schema accepts, and returns the same theme', () => {
    for (const sample of samples) {
      const schema = siteThemeSchema.safeParse(sample);
      expect(parseSiteTheme(sample), JSON.stringify(sample)).toEqual(
        schema.success ? schema.data : null,
      );
    }
  });
});
