import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_THEME } from '@shared/site-theme';
import { cachedSiteTheme, loadSiteTheme } from './server-theme';

const stored = { variant: 'vibrant', appearance: 'light', primary: '#7c3aed', radius: 1 } as const;

describe('loadSiteTheme', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('returns and caches the server theme', async () => {
    const fetchImpl = vi.fn(
      async () => new Response(JSON.stringify({ success: true, theme: stored, isDefault: false })),
    );
    expect(await loadSiteTheme(fetchImpl)).toEqual(stored);
    expect(fetchImpl).toHaveBeenCalledWith('/api/theme', expect.anything());
    expect(cachedSiteTheme()).toEqual(stored);
  });

  it('logs "Theme fetch failed: status statusText" and falls back to the dark default on a non-OK answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = vi.fn(
      async () => new Response('{}', { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(await loadSiteTheme(fetchImpl)).toEqual(DEFAULT_SITE_THEME);
    expect(DEFAULT_SITE_THEME).toEqual({
      variant: 'professional',
      appearance: 'dark',
      primary: '#2563eb',
      radius: 0.75,
    });
    expect(error).toHaveBeenCalledWith('Theme fetch failed: 503 Service Unavailable');
  });

  it('logs "Theme fetch was unsuccessful" when the server says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ success: false })));
    expect(await loadSiteTheme(fetchImpl)).toEqual(DEFAULT_SITE_THEME);
    expect(error).toHaveBeenCalledWith('Theme fetch was unsuccessful');
  });

  it('falls back to the default when offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadSiteTheme(fetchImpl)).toEqual(DEFAULT_SITE_THEME);
  });

  it('keeps the theme cached last time when offline, and the default for other failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('site-theme', JSON.stringify(stored));
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadSiteTheme(offline)).toEqual(stored);
    const failing = vi.fn(async () => new Response('{}', { status: 503 }));
    expect(await loadSiteTheme(failing)).toEqual(DEFAULT_SITE_THEME);
  });
});

describe('a theme from outside', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('falls back to the default when the answer holds a malformed theme, and caches nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, theme: { ...stored, primary: 'red' } })),
    );
    expect(await loadSiteTheme(fetchImpl)).toEqual(DEFAULT_SITE_THEME);
    expect(error).toHaveBeenCalledWith('Theme fetch was unsuccessful');
    expect(cachedSiteTheme()).toBeNull();
  });

  it('ignores a cached theme this version cannot read', () => {
    localStorage.setItem('site-theme', JSON.stringify({ ...stored, variant: 'neon' }));
    expect(cachedSiteTheme()).toBeNull();
    localStorage.setItem('site-theme', JSON.stringify(stored));
    expect(cachedSiteTheme()).toEqual(stored);
  });
});
