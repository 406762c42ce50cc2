import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_THEME, type SiteTheme } from '@shared/site-theme';
import { SiteThemeContext, siteThemeStore, useSiteTheme } from './site-theme-context';

const ORANGE: SiteTheme = { ...DEFAULT_SITE_THEME, primary: '#c2410c' };

function Probe() {
  const { theme } = useSiteTheme();
  return <p>primary: {theme?.primary ?? 'built-in'}</p>;
}

describe('siteThemeStore', () => {
  it('tells its listeners only when the server theme differs from the one the page has', () => {
    const store = siteThemeStore({ theme: null, startMode: 'system' });
    const listener = vi.fn();
    store.subscribe(listener);
    // No theme draws the built-in one: the server confirming it is no change.
    store.setTheme(DEFAULT_SITE_THEME);
    expect(listener).not.toHaveBeenCalled();
    expect(store.get().theme).toBeNull();
    store.setTheme(ORANGE);
    store.setTheme({ ...ORANGE });
    expect(listener).toHaveBeenCalledOnce();
    expect(store.get()).toEqual({ theme: ORANGE, startMode: 'system' });
  });
});

describe('useSiteTheme', () => {
  it('starts from the current theme and follows a change', async () => {
    const store = siteThemeStore({ theme: null, startMode: 'system' });
    render(
      <SiteThemeContext value={store}>
        <Probe />
      </SiteThemeContext>,
    );
    expect(screen.getByText('primary: built-in')).toBeInTheDocument();
    await act(async () => store.setTheme(ORANGE));
    expect(screen.getByText('primary: #c2410c')).toBeInTheDocument();
  });
});
