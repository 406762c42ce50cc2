import { z } from '../zod';
import { achievementsDocumentSchema } from './achievements-schema';
import { assistantDocumentSchema } from './assistant-schema';
import { availabilityDocumentSchema } from './availability-schema';
import { contactItemsDocumentSchema } from './contact-items-schema';
import { easterEggsDocumentSchema } from './easter-eggs-schema';
import { experienceDocumentSchema } from './experience-schema';
import { heroDocumentSchema } from './hero-schema';
import { introStepsDocumentSchema } from './intro-steps-schema';
import { meetingTypesDocumentSchema } from './meeting-types-schema';
import { miniGamesDocumentSchema } from './mini-games-schema';
import { navigationDocumentSchema } from './navigation-schema';
import { profileDocumentSchema } from './profile-schema';
import { projectsDocumentSchema } from './projects-schema';
import { seoDocumentSchema } from './seo-schema';
import { servicesDocumentSchema } from './services-schema';
import { skillsDocumentSchema } from './skills-schema';
import { socialLinksDocumentSchema } from './social-links-schema';

/**
 * One schema per editable document, keyed by its Firestore id under `content/`. The admin area
 * publishes a document whole; the page, SEO files, CV and assistant read it, falling back to the
 * default in defaults.ts.
 */
export const contentDocumentSchemas = {
  profile: profileDocumentSchema,
  hero: heroDocumentSchema,
  'social-links': socialLinksDocumentSchema,
  experience: experienceDocumentSchema,
  skills: skillsDocumentSchema,
  projects: projectsDocumentSchema,
  availability: availabilityDocumentSchema,
  'contact-items': contactItemsDocumentSchema,
  'intro-steps': introStepsDocumentSchema,
  navigation: navigationDocumentSchema,
  seo: seoDocumentSchema,
  services: servicesDocumentSchema,
  'meeting-types': meetingTypesDocumentSchema,
  assistant: assistantDocumentSchema,
  achievements: achievementsDocumentSchema,
  'easter-eggs': easterEggsDocumentSchema,
  'mini-games': miniGamesDocumentSchema,
};

type ContentDocumentSchemas = typeof contentDocumentSchemas;
export type ContentDocumentId = keyof ContentDocumentSchemas;
export type ContentDocument<Id extends ContentDocumentId> = z.output<ContentDocumentSchemas[Id]>;

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
