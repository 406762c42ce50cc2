import type { SiteContent } from './documents';

/**
 * A page rendered from the published content carries the documents it was drawn with that differ
 * from the built-in ones, so the browser renders exactly what the server did (docs/content.md).
 */
export const PAGE_CONTENT_ID = 'site-content';

/** What the page's content block holds: each published document by id. */
export type PageContent = Partial<SiteContent>;

/**
 * The block as HTML: a data block, not a script (the CSP's `script-src` does not apply to it).
 * `<` is escaped so no text in a document can close the element, and U+2028/U+2029 so the JSON
 * stays one line for any parser.
 */
export function pageContentBlock(published: PageContent): string {
  const json = JSON.stringify(published)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${PAGE_CONTENT_ID}">${json}</script>`;
}
