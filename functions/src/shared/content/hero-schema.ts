import { z } from '../zod';
import { httpsUrlSchema, keyedList, mailtoSchema, shortTextSchema } from './fields-schema';
import { socialIconKeySchema } from './social-links-schema';

export const heroStatSchema = z.object({
  value: shortTextSchema,
  label: shortTextSchema,
});

/** The terminal-style card showing the flagship platform. */
export const heroStatsSchema = z.object({
  platformName: shortTextSchema,
  status: z.literal('ONLINE'),
  stats: z.array(heroStatSchema).readonly(),
  exploreLabel: shortTextSchema,
  exploreUrl: httpsUrlSchema,
});

/** Hero icon row. Phone and share open dialogs rather than links, so they carry no href. */
export const heroSocialActionSchema = z.object({
  kind: z.enum(['linkedin', 'email', 'phone', 'share']),
  label: shortTextSchema,
  icon: socialIconKeySchema,
  href: z.union([httpsUrlSchema, mailtoSchema]).optional(),
});

/** `content/hero`: the first screen beside the profile's headline and summary. */
export const heroDocumentSchema = z.object({
  heroStats: heroStatsSchema,
  heroSocialLinks: keyedList(heroSocialActionSchema, 'kind'),
});

export type HeroStats = z.infer<typeof heroStatsSchema>;
export type HeroSocialAction = z.infer<typeof heroSocialActionSchema>;
