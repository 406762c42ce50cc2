import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteTheme } from '@shared/site-theme';
import { stubMatchMedia } from '@/testing/match-media';
import { SiteThemeContext, siteThemeStore } from './site-theme-context';
import { StyledScope } from './styled-scope';

const SITE: SiteTheme = { variant: 'vibrant', appearance: 'light', primary: '#c2410c', radius: 1 };

/** What a part drawn with MUI sees of the theme. */
function ThemeProbe({ label }: { label: string }) {
  const theme = useTheme();
  return (
    <p>
      {label}: {theme.palette.primary.main} {String(theme.shape.borderRadius)}
    </p>
  );
}

const variableSheets = (): HTMLStyleElement[] =>
  [...document.querySelectorAll('style')].filter((style) =>
    style.textContent?.includes('--mui-palette-primary-main'),
  );

beforeEach(() => {
  stubMatchMedia({});
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StyledScope', () => {
  it("gives the parts inside it MUI's theme in the server's colour and radius", () => {
    render(
      <SiteThemeContext value={siteThemeStore({ theme: SITE, startMode: 'system' })}>
        <StyledScope>
          <ThemeProbe label="inside" />
        </StyledScope>
      </SiteThemeContext>,
    );
    expect(screen.getByText('inside: #c2410c 16')).toBeInTheDocument();
  });

  it('applies the appearance the page started with, unless the visitor chose one', () => {
    localStorage.removeItem('mui-mode');
    const first = render(
      <SiteThemeContext value={siteThemeStore({ theme: SITE, startMode: 'dark' })}>
        <StyledScope />
      </SiteThemeContext>,
    );
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    first.unmount();
    localStorage.setItem('mui-mode', 'light');
    render(
      <SiteThemeContext value={siteThemeStore({ theme: SITE, startMode: 'dark' })}>
        <StyledScope />
      </SiteThemeContext>,
    );
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'light');
    localStorage.removeItem('mui-mode');
  });

  it("writes the theme's CSS variables only from the root scope", () => {
    const first = render(<StyledScope />);
    expect(variableSheets()).toHaveLength(0);
    first.unmount();
    render(<StyledScope root />);
    expect(variableSheets().length).toBeGreaterThan(0);
  });
});
