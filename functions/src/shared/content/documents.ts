import { z } from '../zod';
import { achievementSchema } from './achievements-schema';
import { assistantDocumentSchema } from './assistant-schema';
import { availabilityDocumentSchema } from './availability-schema';
import { contactItemSchema } from './contact-items-schema';
import { easterEggSchema } from './easter-eggs-schema';
import { experienceDocumentSchema } from './experience-schema';
import { keyedList } from './fields-schema';
import { heroDocumentSchema } from './hero-schema';
import { introStepSchema } from './intro-steps-schema';
import { meetingTypeSchema } from './meeting-types-schema';
import { miniGamesDocumentSchema } from './mini-games-schema';
import { navigationDocumentSchema } from './navigation-schema';
import { profileDocumentSchema } from './profile-schema';
import { projectSchema } from './projects-schema';
import { seoDocumentSchema } from './seo-schema';
import { servicesDocumentSchema } from './services-schema';
import { skillsDocumentSchema } from './skills-schema';
import { socialLinkSchema } from './social-links-schema';
import { siteThemeSchema } from '../site-theme-schema';

/**
 * One schema per editable document, keyed by its Firestore id under `content/`. The admin area
 * publishes a document whole; the page, SEO files, CV and assistant read it, falling back to the
 * default in defaults.ts. A document that is one list is written here as that list, of the items
 * its own file defines; the others have a schema of their own.
 */
export const contentDocumentSchemas = {
  profile: profileDocumentSchema,
  hero: heroDocumentSchema,
  /** The Contact section's row of platform buttons. */
  'social-links': z.object({ socialLinks: keyedList(socialLinkSchema, 'id') }),
  experience: experienceDocumentSchema,
  skills: skillsDocumentSchema,
  /** Projects & Achievements, in the order shown. */
  projects: z.object({ projects: keyedList(projectSchema, 'id') }),
  availability: availabilityDocumentSchema,
  /** The Contact section's cards. */
  'contact-items': z.object({ contactItems: keyedList(contactItemSchema, 'title') }),
  /** The first-visit intro journey, in order. */
  'intro-steps': z.object({ introSteps: keyedList(introStepSchema, 'id') }),
  navigation: navigationDocumentSchema,
  seo: seoDocumentSchema,
  services: servicesDocumentSchema,
  /** What a visitor can ask to meet about. */
  'meeting-types': z.object({ meetingTypes: keyedList(meetingTypeSchema, 'id') }),
  assistant: assistantDocumentSchema,
  /** Every achievement there is, in the order the overlay shows them. */
  achievements: z.object({ achievements: keyedList(achievementSchema, 'id') }),
  /** The secrets hidden in the page. */
  'easter-eggs': z.object({ easterEggs: keyedList(easterEggSchema, 'id') }),
  'mini-games': miniGamesDocumentSchema,
  /** The site's colours and shape: variant, primary colour, light/dark appearance, corner radius. */
  theme: z.object({ theme: siteThemeSchema }),
};

type ContentDocumentSchemas = typeof contentDocumentSchemas;
export type ContentDocumentId = keyof ContentDocumentSchemas;
export type ContentDocument<Id extends ContentDocumentId> = z.output<ContentDocumentSchemas[Id]>;
/** Every content document, as a page, the server or the assistant reads them together. */
export type SiteContent = { readonly [Id in ContentDocumentId]: ContentDocument<Id> };

// The same registry seen per id, so a parse for one id is typed as that id's document.
const schemasById: { [Id in ContentDocumentId]: z.ZodType<ContentDocument<Id>> } =
  contentDocumentSchemas;

export const CONTENT_DOCUMENT_IDS = Object.keys(contentDocumentSchemas).filter(isContentDocumentId);

export function isContentDocumentId(id: string): id is ContentDocumentId {
  return Object.hasOwn(contentDocumentSchemas, id);
}

export type ContentParseResult<Id extends ContentDocumentId> =
  | { success: true; content: ContentDocument<Id> }
  /** Names the document and every invalid field by its path, e.g. `projects[3].link.url`. */
  | { success: false; message: string };

/**
 * Checks content that comes from outside the build (a published `content/*` document, an edit in
 * the admin area) against its document's schema. Built-in defaults are checked by a unit test
 * instead, so the home page never loads zod to read them.
 */
export function parseContent<Id extends ContentDocumentId>(
  id: Id,
  data: unknown,
): ContentParseResult<Id> {
  const result = schemasById[id].safeParse(data);
  if (result.success) return { success: true, content: result.data };
  return {
    success: false,
    message: `content/${id} is not valid:\n${z.prettifyError(result.error)}`,
  };
}
