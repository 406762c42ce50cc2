import { z } from '../zod';
import { keyedList, longTextSchema, shortTextSchema } from './fields-schema';

/** Fixed home sections and anchors (docs/product.md#home-page); content names and orders them. */
export const sectionIdSchema = z.enum([
  'hero',
  'about',
  'experience',
  'skills',
  'projects',
  'availability',
  'contact',
]);

export const sectionSchema = z.object({
  id: sectionIdSchema,
  label: shortTextSchema,
  /** The header lists only some sections; the logo stands in for the hero. */
  inNav: z.boolean(),
  /** The section's own h2 and lead, where the section has no content document that words them. */
  heading: z.object({ title: shortTextSchema, lead: longTextSchema.optional() }).optional(),
});

export const footerLinkSchema = z.object({
  label: shortTextSchema,
  href: z.templateLiteral(['#', sectionIdSchema]),
});

export const footerSchema = z.object({
  tagline: shortTextSchema,
  links: keyedList(footerLinkSchema, 'href'),
});

/** `content/navigation`: the header's sections and the footer's links. */
export const navigationDocumentSchema = z.object({
  sections: keyedList(sectionSchema, 'id'),
  footer: footerSchema,
});

export type SectionId = z.infer<typeof sectionIdSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type Footer = z.infer<typeof footerSchema>;
