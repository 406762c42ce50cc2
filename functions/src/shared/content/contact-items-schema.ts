import { z } from '../zod';
import { httpsUrlSchema, mailtoSchema, shortTextSchema } from './fields-schema';

export const contactIconKeySchema = z.enum([
  'email',
  'phone',
  'location',
  'linkedin',
  'business',
  'language',
]);

export const contactItemTitleSchema = z.enum([
  'Email',
  'Phone',
  'Location',
  'LinkedIn',
  'Company',
  'Websites',
]);

export const contactItemSchema = z.object({
  /** Each kind appears once, so the title is the item's id. */
  title: contactItemTitleSchema,
  value: shortTextSchema,
  icon: contactIconKeySchema,
  link: z.union([httpsUrlSchema, mailtoSchema]).optional(),
  /** Masked until revealed; only the phone number is. */
  isSecure: z.boolean(),
});

export type ContactIconKey = z.infer<typeof contactIconKeySchema>;
export type ContactItem = z.infer<typeof contactItemSchema>;
