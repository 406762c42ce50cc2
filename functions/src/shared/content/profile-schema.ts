import { z } from '../zod';
import {
  contentEntry,
  httpsUrlSchema,
  keyedList,
  longTextSchema,
  shortTextSchema,
} from './fields-schema';

export const profileSchema = z.object({
  name: shortTextSchema,
  headline: shortTextSchema,
  tagline: shortTextSchema,
  summary: longTextSchema,
  location: shortTextSchema,
  email: z.email('Use a valid email address.'),
  phone: z.string().regex(/^\+\d[\d ]{6,18}$/, 'Use an international number like +44 7700 900123.'),
  /** Shown until a signed-in visitor gives a business purpose (SPEC §4 Phone reveal). */
  phoneMasked: shortTextSchema,
  availabilityBadge: shortTextSchema,
  siteUrl: httpsUrlSchema,
  cvFileName: z.string().regex(/^[a-z0-9-]+\.pdf$/, 'Use a lower-case file name ending in .pdf.'),
});

/** About's Websites & Platforms grid. */
export const websiteSchema = contentEntry({
  name: shortTextSchema,
  description: shortTextSchema,
  url: httpsUrlSchema,
});

/** `content/profile`: who the owner is and where their work lives. */
export const profileDocumentSchema = z.object({
  profile: profileSchema,
  websites: keyedList(websiteSchema, 'id'),
});

export type Profile = z.infer<typeof profileSchema>;
export type Website = z.infer<typeof websiteSchema>;
