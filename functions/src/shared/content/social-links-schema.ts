import { z } from '../zod';
import { contentEntry, hexColourSchema, httpsUrlSchema, shortTextSchema } from './fields-schema';

/** Icon keys are plain strings so content stays free of UI imports; the web maps each to an icon. */
export const socialIconKeySchema = z.enum([
  'linkedin',
  'twitter',
  'instagram',
  'facebook',
  'github',
  'youtube',
  'dribbble',
  'figma',
  'email',
  'phone',
  'share',
  'link',
]);

export const socialLinkSchema = contentEntry({
  platform: shortTextSchema,
  url: httpsUrlSchema,
  icon: socialIconKeySchema,
  /** The platform's brand colour behind a white icon. */
  bgColor: hexColourSchema,
});

export type SocialIconKey = z.infer<typeof socialIconKeySchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
