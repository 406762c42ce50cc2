import { z } from '../zod';
import { shortTextSchema } from './fields-schema';

/** Search engines cut titles past 60 characters and descriptions past 160. */
export const seoSchema = z.object({
  title: z.string().min(1, 'Must not be empty.').max(60, 'Keep the title within 60 characters.'),
  description: z
    .string()
    .min(120, 'Write at least 120 characters.')
    .max(160, 'Keep the description within 160 characters.'),
  keywords: z.array(shortTextSchema).readonly(),
  /** A path on the site, e.g. /og-image.png. */
  ogImage: z.string().regex(/^\/[\w./-]+\.(?:png|jpe?g)$/, 'Use a site path like /og-image.png.'),
  twitterHandle: z.string().regex(/^@\w+$/, 'Use a handle like @name.'),
});

/** `content/seo`: the page title, description and share card. */
export const seoDocumentSchema = z.object({
  seo: seoSchema,
});

export type Seo = z.infer<typeof seoSchema>;
