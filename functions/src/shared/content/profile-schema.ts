import { z } from '../zod';
import {
  contentEntry,
  httpsUrlSchema,
  keyedList,
  longTextSchema,
  shortTextSchema,
} from './fields-schema';

/**
 * A phone number written for people: `+`, the country code, then digits and spaces. The owner's
 * number is server-only content (functions/src/content/contact-phone.ts), checked with this rule.
 */
export const phoneNumberSchema = z
  .string()
  .regex(/^\+\d[\d ]{6,18}$/, 'Use an international number like +44 20 7946 0000.');

/**
 * What the page shows until a signed-in visitor gives a business purpose:
 * the country code and no more digits, so the number itself never ships with the site.
 */
export const maskedPhoneSchema = shortTextSchema.regex(
  /^\+\d{1,3}\D*$/,
  'Show the country code only, e.g. +44 •••• ••••••.',
);

export const profileSchema = z.object({
  name: shortTextSchema,
  headline: shortTextSchema,
  tagline: shortTextSchema,
  summary: longTextSchema,
  location: shortTextSchema,
  email: z.email('Use a valid email address.'),
  phoneMasked: maskedPhoneSchema,
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
