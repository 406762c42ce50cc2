import { defaultContent } from '@shared/content/defaults';
import type { ContentDocument, ContentDocumentId, SiteContent } from '@shared/content/documents';
import { PAGE_CONTENT_ID } from '@shared/content/page-content';
import { setSiteContent } from './site-content';

// The ids from the built-in content, not from documents.ts: that module brings zod and every
// schema, which the page's first load must not fetch.
const DOCUMENT_IDS = Object.keys(defaultContent).filter((id): id is ContentDocumentId =>
  Object.hasOwn(defaultContent, id),
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A document of the page's content block as the page renders it. The block was written by the
 * server from documents it had checked against their schemas, in the same response as the markup
 * they were drawn into, so here it is taken like that markup: shaped as the document (its fields
 * all there); zod is not part of the page's first load.
 */
function isShapedAs<Id extends ContentDocumentId>(
  id: Id,
  value: unknown,
): value is ContentDocument<Id> {
  return isObject(value) && Object.keys(defaultContent[id]).every((field) => field in value);
}

/** The documents a content block's text holds, or none when it has none or does not read. */
function blockOf(text: string | null | undefined): Partial<Record<ContentDocumentId, unknown>> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function withDocument<Id extends ContentDocumentId>(
  site: SiteContent,
  id: Id,
  value: unknown,
): SiteContent {
  return isShapedAs(id, value) ? { ...site, [id]: value } : site;
}

/** The content a block's text says: its documents over the built-in ones. */
export function contentOfBlock(text: string | null | undefined): SiteContent {
  const block = blockOf(text);
  return DOCUMENT_IDS.reduce(
    (site, id) => (id in block ? withDocument(site, id, block[id]) : site),
    defaultContent,
  );
}

/** Where the last block a public page came with is kept, for the pages built as static shells. */
export const LAST_PAGE_CONTENT_KEY = 'portfolio.site-content';

function lastSeen(): string | null {
  try {
    return localStorage.getItem(LAST_PAGE_CONTENT_KEY);
  } catch {
    return null;
  }
}

function keep(text: string | null | undefined): void {
  try {
    if (text) localStorage.setItem(LAST_PAGE_CONTENT_KEY, text);
    else localStorage.removeItem(LAST_PAGE_CONTENT_KEY);
  } catch {
    // Storage full or blocked: the shells start from the built-in content, as before.
  }
}

/**
 * Gives every reader the content this page renders with, before anything renders (main.tsx). A
 * page the site function drew (`fromServer`) carries its block, which is kept; a signed-in page's
 * shell is a static file, so it renders with the block the last public page came with (else the
 * built-in content): what is published reaches it from the visitor's last visit to `/` or
 * `/auth`, the same pages that bring it offline.
 */
export function adoptPageContent(fromServer: boolean): void {
  const text = fromServer ? document.getElementById(PAGE_CONTENT_ID)?.textContent : lastSeen();
  if (fromServer) keep(text);
  setSiteContent(contentOfBlock(text));
}
