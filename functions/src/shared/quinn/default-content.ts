import { defaultContent } from '../content/defaults';
import type { ContentDocument, ContentDocumentId } from '../content/documents';
import type { QuinnContent } from './answer';

/** The documents Quinn reads, from a whole site's content (published or built in). */
export function quinnContentOf(site: {
  readonly [Id in ContentDocumentId]: ContentDocument<Id>;
}): QuinnContent {
  return {
    profile: site.profile,
    experience: site.experience,
    skills: site.skills,
    projects: site.projects,
    availability: site.availability,
    services: site.services,
    'meeting-types': site['meeting-types'],
    'contact-items': site['contact-items'],
    'social-links': site['social-links'],
    assistant: site.assistant,
  };
}

/**
 * The content built into the site, as Quinn reads it. Apart from the engine, so a page can show
 * what Quinn answers from without loading the engine itself.
 */
export const defaultQuinnContent: QuinnContent = quinnContentOf(defaultContent);
