import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentDocument, ContentDocumentId, SiteContent } from '../shared/content/documents';
import { sitemapXml } from '../shared/content/head-tags';
import { WEB_MANIFEST_PATH, webManifest } from '../shared/content/web-manifest';
import type { PageContent } from '../shared/content/page-content';
import { sitePageUnrendered } from '../lib/logs';
import { readPublishedSite, type PublishedSite } from './published-content';

/**
 * The public pages as published (docs/content.md): the web build leaves its renderer and page
 * templates in `site-renderer/` beside `lib/`, and each page is drawn from the published content
 * once per published version, then answered from memory.
 */
const RENDERER_DIR = path.join(__dirname, '..', '..', 'site-renderer');

/** The public pages the renderer draws, by path, with their file among its templates. */
const PAGE_FILES: Readonly<Record<string, string>> = { '/': 'index.html', '/auth': 'auth.html' };

export type SiteFile = { type: 'html' | 'xml' | 'manifest'; body: string };

type RenderSitePage = (path: string, content: SiteContent, published: PageContent) => unknown;

let renderer: Promise<RenderSitePage> | undefined;

async function loadRenderer(): Promise<RenderSitePage> {
  const module: unknown = await import(pathToFileURL(path.join(RENDERER_DIR, 'renderer.mjs')).href);
  const render: unknown =
    typeof module === 'object' && module !== null && 'renderSitePage' in module
      ? module.renderSitePage
      : undefined;
  if (typeof render !== 'function')
    throw new Error('site-renderer/renderer.mjs has no renderSitePage');
  return (pagePath, content, published) =>
    Reflect.apply(render, undefined, [pagePath, content, published]);
}

/** What differs from the built-in content: the documents published at a version above 0. */
function publishedOf(site: PublishedSite): PageContent {
  const published: { -readonly [Id in ContentDocumentId]?: ContentDocument<Id> } = {};
  const copy = <Id extends ContentDocumentId>(id: Id): void => {
    published[id] = site.content[id];
  };
  for (const [id, version] of site.versions) if (version > 0) copy(id);
  return published;
}

// One drawing per page and published version; the previous version's are let go.
let drawn = new Map<string, Promise<string>>();
let drawnStamp = '';

async function draw(pagePath: string, site: PublishedSite): Promise<string> {
  renderer ??= loadRenderer().catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  const html: unknown = await (await renderer)(pagePath, site.content, publishedOf(site));
  if (typeof html !== 'string') throw new Error(`The renderer drew no page at ${pagePath}`);
  return html;
}

/** The build's own page (its built-in content), for when the renderer cannot draw. */
const builtInPage = (file: string): Promise<string> =>
  readFile(path.join(RENDERER_DIR, 'built-in', file), 'utf8');

async function page(pagePath: string, file: string): Promise<string> {
  const site = await readPublishedSite();
  if (site.stamp !== drawnStamp) {
    drawn = new Map();
    drawnStamp = site.stamp;
  }
  let html = drawn.get(pagePath);
  if (!html) {
    html = draw(pagePath, site);
    drawn.set(pagePath, html);
    // A failed drawing is not kept: the next visitor asks again.
    html.catch(() => drawn.delete(pagePath));
  }
  try {
    return await html;
  } catch (error) {
    sitePageUnrendered(pagePath, error);
    return builtInPage(file);
  }
}

/** The file answered at `pagePath`, or undefined for a path the site function does not serve. */
export async function siteFile(pagePath: string): Promise<SiteFile | undefined> {
  const file = PAGE_FILES[pagePath];
  if (file) return { type: 'html', body: await page(pagePath, file) };
  if (pagePath === '/sitemap.xml') {
    return { type: 'xml', body: sitemapXml((await readPublishedSite()).content) };
  }
  if (pagePath === WEB_MANIFEST_PATH) {
    return {
      type: 'manifest',
      body: JSON.stringify(webManifest((await readPublishedSite()).content)),
    };
  }
  return undefined;
}
