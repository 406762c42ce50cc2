import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import kits from './tools/eslint-plugin-kits.cjs';
import parts from './tools/eslint-plugin-parts.cjs';

const features = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'Features never import each other: move shared code to components/ or lib/.',
}));

// web/src in layers, lowest first (docs/web-layout.md): a file imports its own layer and those
// below it, never one above.
const layers = Object.entries({
  'config/': ['config'],
  'theme/': ['theme'],
  'lib/': ['lib'],
  'components/': ['components'],
  'features/': ['features'],
  'app/': ['app'],
  'the entries': ['main.tsx', 'prerender.tsx', 'sw.ts', 'sw'],
}).map(([name, paths]) => ({ name, paths: paths.map((path) => `./web/src/${path}`) }));

const layerZones = () =>
  layers.flatMap((lower, index) =>
    layers.slice(index + 1).map((higher) => ({
      target: lower.paths,
      from: higher.paths,
      message: `${lower.name} sits below ${higher.name} and never imports it (docs/web-layout.md).`,
    })),
  );

const productionZones = () => [
  ...featureZones,
  ...layerZones(),
  {
    target: './web/src',
    from: './web/src/testing',
    message: 'Only tests import src/testing/: the app ships without it.',
  },
];

// A dynamic import of the module that exports `z` hands the namespace out as an object, and the
// bundler then keeps all of zod (every locale): 89 KB gzip instead of some 25.
const ZOD_DYNAMIC_IMPORT = {
  selector: "ImportExpression[source.value='@shared/zod']",
  message:
    'Import src/lib/start/zod-warm-up-steps.ts to evaluate zod; never import @shared/zod dynamically.',
};

// Dates are shown one way (docs/web-layout.md): through src/lib/visitor-time.ts, which holds the
// visitor's zone and locale and builds each format once. time-zones.ts asks Intl whether a zone
// exists, and formats nothing.
const DATE_FORMATTERS = [
  'web/src/lib/visitor-time.ts',
  'web/src/features/availability/time-zones.ts',
];
const DATE_FORMATTING = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message:
      'Show an instant with formatInstant (src/lib/visitor-time.ts), not a format of its own.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: 'Show an instant with formatInstant (src/lib/visitor-time.ts), not toLocale*String.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'functions/site-renderer/**',
      '.emulator-data/**',
      '.test-artifacts/**',
      'bench-results/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // Inlined into <head> as is: plain browser JavaScript.
    files: ['web/color-scheme.js', 'web/boot.js', 'web/early-reads.js', 'web/intl-warm-up.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        [fileURLToPath(new URL('./tools/eslint-alias-resolver.cjs', import.meta.url))]: {},
      },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-cycle': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, parts },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'parts/one-way-to-load': ['error', { pageLists: ['web/src/app/pages.ts'] }],
      // Tests may put the shared layers together (a lib/ test renders a form of components/), but
      // never reach features or the app from below. The app's own files keep the layers (below).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features must not depend on the app layer.',
            },
            {
              target: [
                './web/src/components',
                './web/src/lib',
                './web/src/theme',
                './web/src/config',
              ],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code must not depend on features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: productionZones() }] },
  },
  {
    // Two kits, one per module (docs/web-layout.md): the plain kit or MUI. Tests put both together.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    plugins: { kits },
    rules: { 'kits/one-kit-per-module': 'error' },
  },
  {
    // The modules that bridge the two kits, each for its own reason.
    files: [
      // MUI's admin page; its section tabs are PlainTabs (MUI's Tabs measure the layout as they render).
      'web/src/features/admin/components/admin-page.tsx',
      // The Scheduling section's PlainTabs, over a panel laid out with MUI's Box.
      'web/src/features/admin/components/scheduling-tabs.tsx',
      // The inbox's PlainTabs over its messages, which open drawn with MUI.
      'web/src/features/inbox/components/inbox.tsx',
      // Plain rows a page at a time, MUI's Load more; the kit's Divider parts the rows still on the way.
      'web/src/components/ui/paged-list.tsx',
    ],
    rules: { 'kits/one-kit-per-module': 'off' },
  },
  {
    // The entry imports React and the app itself in stages (one task each), before any part
    // exists; tests import the modules they put together.
    files: ['web/src/main.tsx', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'parts/one-way-to-load': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**', ...DATE_FORMATTERS],
    rules: { 'no-restricted-syntax': ['error', ZOD_DYNAMIC_IMPORT, ...DATE_FORMATTING] },
  },
  {
    files: [...DATE_FORMATTERS, 'web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ZOD_DYNAMIC_IMPORT] },
  },
  {
    // The shared folder is imported by the browser bundle: pure, zod only.
    files: ['functions/src/shared/**/*.ts'],
    // Tests never reach the browser bundle.
    ignores: ['functions/src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|minisearch$|\\.{1,2}/)',
              message:
                'functions/src/shared may import only zod, minisearch (Quinn’s search) and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'express',
              message: 'Services know nothing of HTTP: keep request types in api/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tools/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
