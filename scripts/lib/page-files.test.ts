import { describe, expect, it } from 'vitest';
import { hostingRewriteErrors, withPageRewrites, type PageFile } from '../../web/page-files.js';

const file = (paths: [string, ...string[]], name: string): PageFile => ({
  paths,
  file: name,
  module: '/src/page.tsx',
  plain: false,
  prerendered: name === 'index.html',
  title: 'A page',
  reads: [],
});

const FILES = [file(['/'], 'index.html'), file(['/admin', '/admin-direct'], 'pages/admin.html')];

const hosting = (rewrites: unknown[]) => ({ hosting: { rewrites } });
const API = { source: '/api/**', function: { functionId: 'api' } };
const SITE = { source: '/', function: { functionId: 'site', region: 'europe-west2' } };
const APP_SHELL = { source: '**', destination: '/app.html' };
const ADMIN = [
  { source: '/admin', destination: '/pages/admin.html' },
  { source: '/admin-direct', destination: '/pages/admin.html' },
];

describe('hostingRewriteErrors', () => {
  it('accepts rewrites that send each path of a page to its file, the app shell last', () => {
    expect(hostingRewriteErrors(FILES, hosting([API, SITE, ...ADMIN, APP_SHELL]))).toEqual([]);
  });

  it('names a path of a page that is not rewritten to its file', () => {
    expect(hostingRewriteErrors(FILES, hosting([API, SITE, ADMIN[0], APP_SHELL]))).toEqual([
      'firebase.json has no rewrite of /admin-direct to /pages/admin.html',
    ]);
    expect(
      hostingRewriteErrors(
        FILES,
        hosting([
          API,
          SITE,
          ADMIN[0],
          { source: '/admin-direct', destination: '/app.html' },
          APP_SHELL,
        ]),
      ),
    ).toEqual(['firebase.json rewrites /admin-direct to /app.html, not /pages/admin.html']);
  });

  it('names a rewrite to a file that no page declares', () => {
    const extra = { source: '/old-admin', destination: '/pages/old-admin.html' };
    expect(hostingRewriteErrors(FILES, hosting([API, SITE, ...ADMIN, extra, APP_SHELL]))).toEqual([
      'firebase.json rewrites /old-admin to /pages/old-admin.html, which no page declares',
    ]);
  });

  it('wants each prerendered path answered by the site function, not a file', () => {
    expect(hostingRewriteErrors(FILES, hosting([API, ...ADMIN, APP_SHELL]))).toEqual([
      'firebase.json must rewrite / to the site function',
    ]);
    const toFile = { source: '/', destination: '/index.html' };
    expect(hostingRewriteErrors(FILES, hosting([API, toFile, ...ADMIN, APP_SHELL]))).toEqual([
      'firebase.json rewrites / to /index.html, which no page declares',
      'firebase.json must rewrite / to the site function',
    ]);
  });

  it('wants the app shell last, and a rewrites list at all', () => {
    expect(hostingRewriteErrors(FILES, hosting([APP_SHELL, API, SITE, ...ADMIN]))).toEqual([
      'firebase.json must end its rewrites with ** to /app.html',
    ]);
    expect(hostingRewriteErrors(FILES, { hosting: {} })).toEqual([
      'firebase.json has no hosting.rewrites list',
    ]);
    expect(hostingRewriteErrors(FILES, null)).toEqual([
      'firebase.json has no hosting.rewrites list',
    ]);
  });
});

describe('withPageRewrites', () => {
  it('puts the page files’ rewrites between the function rewrites and the app shell, keeping the rest', () => {
    const stale = {
      hosting: {
        public: 'web/dist',
        rewrites: [APP_SHELL, { source: '/old', destination: '/pages/old.html' }, API, SITE],
      },
      emulators: { hosting: { port: 5000 } },
    };
    const synced = withPageRewrites(FILES, stale);
    expect(synced).toEqual({
      hosting: { public: 'web/dist', rewrites: [API, SITE, ...ADMIN, APP_SHELL] },
      emulators: { hosting: { port: 5000 } },
    });
    expect(hostingRewriteErrors(FILES, synced)).toEqual([]);
  });

  it('has nothing to write into a file without a rewrites list', () => {
    expect(withPageRewrites(FILES, { hosting: {} })).toBeNull();
  });
});
