import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_THEME, type SiteTheme } from '@shared/site-theme';
import { stubMatchMedia } from '@/testing/match-media';
import { restyles } from './styled-root';

const ORANGE: SiteTheme = { ...DEFAULT_SITE_THEME, primary: '#c2410c' };

/** The stylesheets the page has that set the theme's primary colour to `colour`. */
const sheetsSetting = (colour: string): HTMLStyleElement[] =>
  [...document.querySelectorAll('style')].filter((style) =>
    style.textContent?.includes(`--mui-palette-primary-main:${colour}`),
  );

/** A fresh copy of the module for each render: what it has loaded lasts for the page's life. */
async function renderWith(theme: SiteTheme | null) {
  vi.resetModules();
  const { StyledRootWhenRestyled } = await import('./styled-root');
  const { SiteThemeContext, siteThemeStore } = await import('@/theme/site-theme-context');
  return render(
    <SiteThemeContext value={siteThemeStore({ theme, startMode: 'system' })}>
      <StyledRootWhenRestyled />
    </SiteThemeContext>,
  );
}

beforeEach(() => {
  stubMatchMedia({});
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('restyles', () => {
  it('is true only for a theme of other colours or corners than the built-in one', () => {
    expect(restyles(null)).toBe(false);
    expect(restyles(DEFAULT_SITE_THEME)).toBe(false);
    // The appearance is applied before the first paint (color-scheme.js), not by restyling.
    expect(restyles({ ...DEFAULT_SITE_THEME, appearance: 'light', variant: 'vibrant' })).toBe(
      false,
    );
    expect(restyles(ORANGE)).toBe(true);
    expect(restyles({ ...DEFAULT_SITE_THEME, radius: 1.5 })).toBe(true);
  });
});

describe('StyledRootWhenRestyled', () => {
  it('writes nothing for the built-in theme, whose variables the page has already', async () => {
    await renderWith(DEFAULT_SITE_THEME);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
  it("writes a server theme's colours over the built-in ones", async () => {
    await renderWith(ORANGE);
    await vi.waitFor(() => expect(sheetsSetting('#c2410c')).not.toHaveLength(0), {
      timeout: 5000,
    });
  });
});
