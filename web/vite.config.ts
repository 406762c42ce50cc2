import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildChecks } from './build-checks-plugin';
import { partFlagsPlugin } from './part-flags';
import { inlineScripts } from './inline-script-plugin';
import { prerenderPlugin } from './prerender-plugin';
import { seoPlugin } from './seo-plugin';
import { siteRendererPlugin } from './site-renderer-plugin';

// react-router's package exports name only its development build, even for production bundles
// (remix-run/react-router#14102); its production build leaves out the dev-only warnings.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/**
 * MUI's code, Emotion and the query cache, fetched with the first MUI part of a page, as three
 * chunks that `loadStyledScope` (src/lib/start/part.tsx) evaluates one task each: the styling
 * engine (Emotion, MUI's system), the query cache, then the components nearly every MUI part draws
 * with (cards, type, buttons, chips, alerts, progress, layout). As one chunk they were one task of
 * 40-57 ms of CPU in traces of `/admin`, which a phone takes four times as long over. Split by
 * module, a signed-in page asked for some 60 small files before it could draw, each a round trip
 * on a phone's connection.
 */
const MUI_STYLING = new RegExp(
  [
    'node_modules/@mui/(system|utils|styled-engine|private-theming)/',
    'node_modules/@emotion/',
    'node_modules/(stylis|clsx|react-is|hoist-non-react-statics|@babel/runtime)/',
  ].join('|'),
);
const QUERY = /node_modules\/@tanstack\//;
const MUI_CORE = new RegExp(
  [
    'node_modules/@mui/material/(Alert|Box|Button|ButtonBase|Card|CardActions|CardContent|Chip|CircularProgress|Container|Divider|Grid|IconButton|Paper|Stack|SvgIcon|Typography|styles|utils|internal|DefaultPropsProvider|useMediaQuery|zero-styled|colors|Link|List|ListItem|ListItemText|Skeleton)/',
    'node_modules/(@mui/icons-material/utils|react-transition-group)/',
  ].join('|'),
);

/**
 * What every page's first load needs beside the app itself, as one chunk rather than a file each:
 * the router, the plain kit (components/plain, which the app's frame and the plain pages draw
 * with), the site's tables (its paths and the paths read early) and the
 * start's timing (when the page has loaded, shows its content, is first used). Left to itself, the
 * bundler gave the kit's modules a chunk each and, as they link with the router, split the router
 * out of the app too: four more files on the home page's first load.
 */
const SHARED = new RegExp(
  [
    'node_modules/react-router(-dom)?/',
    '/src/components/plain/',
    '/src/(config/paths|features/[^/]+/api/[^/]+-path|lib/start/(page-loaded|next-task|first-use|content-shown|after-load-turns))\\.ts$',
  ].join('|'),
);

export default defineConfig({
  // The year the prerendered HTML was built in (src/lib/current-year.ts).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: '@shared',
        replacement: fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
      },
      { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
    ],
  },
  plugins: [
    react(),
    inlineScripts({
      scripts: [
        { file: fileURLToPath(new URL('./intl-warm-up.js', import.meta.url)), at: 'head' },
        { file: fileURLToPath(new URL('./early-reads.js', import.meta.url)), at: 'head' },
        { file: fileURLToPath(new URL('./color-scheme.js', import.meta.url)), at: 'head' },
        { file: fileURLToPath(new URL('./boot.js', import.meta.url)), at: 'body' },
      ],
      firebaseJson: fileURLToPath(new URL('../firebase.json', import.meta.url)),
    }),
    seoPlugin(),
    siteRendererPlugin(),
    prerenderPlugin({ firebaseJson: fileURLToPath(new URL('../firebase.json', import.meta.url)) }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The site function answers the manifest from the published content (docs/content.md); a
      // file here would win over it on Hosting.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,ico,woff2}', 'icons/favicon-*.png'],
        // The signed-in pages' own shells: offline, the app shell serves every page. (The
        // achievements' Auth and Firestore Lite are precached: an unlock made offline is
        // written with them once the connection is back, even if their code never loaded.)
        globIgnores: ['pages/**'],
      },
      devOptions: { enabled: false },
    }),
    buildChecks({ firebaseJson: fileURLToPath(new URL('../firebase.json', import.meta.url)) }),
    partFlagsPlugin(),
  ],
  build: {
    target: 'es2022',
    // Every browser the app supports (es2022) has <link rel=modulepreload>.
    modulePreload: { polyfill: false },
    // The app's few static stylesheets (the first paint's, and those of the plain parts shown after
    // load: intro overlay, System Status pill, floating buttons, background) as one file, which
    // every page has from the start: inline in a prerendered page, linked from the shell. Split
    // per chunk, Vite listed the entry's CSS with every chunk that imports from the entry and
    // added a <link> to it when one loaded: a prerendered page fetched it again and was restyled
    // in one long task (70 ms in a trace of /auth). Everything else is styled by Emotion.
    cssCodeSplit: false,
    // Everything the entry imports statically loads on every page anyway: one chunk for all of
    // it instead of a dozen small shared ones saves their per-file overhead and compresses better
    // (about 5 KB gzip off the home page's first load).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'] },
            { name: 'mui-styling', test: (id: string) => MUI_STYLING.test(id) },
            { name: 'query', test: (id: string) => QUERY.test(id) },
            { name: 'mui-core', test: (id: string) => MUI_CORE.test(id) },
            { name: 'shared', test: (id: string) => SHARED.test(id) },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
