import { defaultContent } from '@shared/content/defaults';
import { isContentDocumentId, parseContent, type SiteContent } from '@shared/content/documents';
import { pageContentOf } from './page-content';
import { allSiteContent, setSiteContent } from './site-content';

/**
 * Checks the page's content block against the documents' schemas once zod is welcome (after
 * load). A document that does not pass is reported, and what reads content from then on (the
 * assistant's offline index, the games, a page drawn next) gets the built-in one instead.
 */
export function verifyPageContent(document: Document): void {
  let site: SiteContent = allSiteContent();
  for (const [id, value] of Object.entries(pageContentOf(document))) {
    if (!isContentDocumentId(id)) continue;
    const parsed = parseContent(id, value);
    if (parsed.success) continue;
    console.error(`The page's content block: ${parsed.message}`);
    site = { ...site, [id]: defaultContent[id] };
  }
  setSiteContent(site);
}
