import { defaultContent } from '@shared/content/defaults';
import {
  CONTENT_DOCUMENT_IDS,
  type ContentDocument,
  type ContentDocumentId,
  type SiteContent,
} from '@shared/content/documents';
import { PAGE_CONTENT_ID } from '@shared/content/page-content';
import { setSiteContent } from './site-content';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A document of the page's content block as the page renders it. The block was written by the
 * server from documents it had checked against their schemas, in the same response as the markup
 * they were drawn into, so here it is taken like that markup: shaped as the document (its fields
 * all there). The full check with the schemas runs after load (verify-page-content.ts): zod is not
 * part of the page's first load.
 */
function isShapedAs<Id extends ContentDocumentId>(
  id: Id,
  value: unknown,
): value is ContentDocument<Id> {
  return isObject(value) && Object.keys(defaultContent[id]).every((field) => field in value);
}

/** The documents the page's content block holds, or none when it has no block or it does not read. */
export function pageContentOf(document: Document): Partial<Record<ContentDocumentId, unknown>> {
  const text = document.getElementById(PAGE_CONTENT_ID)?.textContent;
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

/** The content the page was rendered with: its block's documents over the built-in ones. */
export function renderedContent(document: Document): SiteContent {
  const block = pageContentOf(document);
  return CONTENT_DOCUMENT_IDS.reduce(
    (site, id) => (id in block ? withDocument(site, id, block[id]) : site),
    defaultContent,
  );
}

/** Gives every reader the content this page was rendered with, before anything renders (main.tsx). */
export function adoptPageContent(): void {
  setSiteContent(renderedContent(document));
}
