import { readFile } from 'node:fs/promises';
import { headTags } from '@shared/content/head-tags';
import type { SiteContent } from '@shared/content/documents';
import { pageContentBlock, type PageContent } from '@shared/content/page-content';
import { pageTitle } from '@/app/page-titles';
import { pageAt } from '@/app/pages';
import { setSiteContent } from '@/lib/content/site-content';
import { prerenderPage } from '../prerender';
import { fillSitePage } from './site-page';

/**
 * The site function's renderer (built by web/site-renderer-plugin.ts beside the build's templates):
 * a public page drawn from the published content, the same tree the browser hydrates.
 */

/** The file of the page at `path` among the templates, or undefined for a page drawn in the browser. */
export function templateOf(path: string): string | undefined {
  const page = pageAt(path);
  if (page.prerendered !== true || !page.paths.includes(path)) return undefined;
  return `${path.slice(1) || 'index'}.html`;
}

// The readers of the content are one module-wide setting, so renders take turns.
let turn: Promise<unknown> = Promise.resolve();

async function render(path: string, content: SiteContent, published: PageContent): Promise<string> {
  const file = templateOf(path);
  if (!file) throw new Error(`No public page is drawn at ${path}`);
  const template = await readFile(new URL(`./templates/${file}`, import.meta.url), 'utf8');
  setSiteContent(content);
  const page = await prerenderPage(path);
  return fillSitePage(template, {
    head: headTags(content, pageTitle(path)),
    page,
    block: Object.keys(published).length > 0 ? pageContentBlock(published) : '',
  });
}

/**
 * The HTML of the public page at `path` with `content` (every document as published, built-in
 * where nothing is); `published` is what differs from the built-in content, which the page carries
 * for the browser to render the same.
 */
export function renderSitePage(
  path: string,
  content: SiteContent,
  published: PageContent,
): Promise<string> {
  const rendered = turn.then(() => render(path, content, published));
  turn = rendered.catch(() => undefined);
  return rendered;
}
