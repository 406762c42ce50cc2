import { defaultContent } from '@shared/content/defaults';
import type { ContentDocument, ContentDocumentId, SiteContent } from '@shared/content/documents';

let current: SiteContent = defaultContent;

/**
 * The content document `id` this page is drawn with: as published when the page came from the
 * server with its content block (docs/content.md), else the built-in one. It does not change while
 * the page is open, so components read it as they render; a new visit gets what is published then.
 */
export function siteContent<Id extends ContentDocumentId>(id: Id): ContentDocument<Id> {
  return current[id];
}

/** The whole set, for readers that index all of it (the assistant's offline copy). */
export function allSiteContent(): SiteContent {
  return current;
}

/**
 * Sets what every reader sees: the browser once, before anything renders (main.tsx), and the
 * server's renderer before each page it draws (its renders never overlap).
 */
export function setSiteContent(content: SiteContent): void {
  current = content;
}
