import type { ManifestOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#2563eb';
export const BACKGROUND_COLOR = '#0b1120';

/** The installable app's identity; icons are rendered from public/icons/icon.svg by `npm run icons`. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Portfolio — Technology Founder',
  short_name: 'Portfolio',
  description: 'Profile, projects, bookings and contact for a technology founder.',
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
};
