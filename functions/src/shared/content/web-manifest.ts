import type { HeadContent } from './head-tags';

/** Where the installable app's manifest is answered (by the site function, from the content). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The colours the app opens with before its theme is in: the site's default primary and night. */
export const THEME_COLOR = '#2563eb';
export const BACKGROUND_COLOR = '#0b1120';

/**
 * The installable app's identity, named as the site is: its title and description as published,
 * the owner's name as the short name under the icon. Icons are rendered from
 * web/public/icons/icon.svg by `npm run icons`.
 */
export function webManifest(content: HeadContent) {
  const { seo } = content.seo;
  return {
    id: '/',
    name: seo.title,
    short_name: content.profile.profile.name,
    description: seo.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  } as const;
}
