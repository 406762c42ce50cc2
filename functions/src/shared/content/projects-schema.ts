import { z } from '../zod';
import {
  contentEntry,
  httpsUrlSchema,
  keyedList,
  longTextSchema,
  shortTextSchema,
} from './fields-schema';

/** The web picks a card icon from the title; the key here must agree with it. */
export const projectIconKeySchema = z.enum([
  'quantumsync',
  'techriseup',
  'socialamp',
  'contentpro',
  'datadrive',
  'codevista',
  'default',
]);

/** The web picks a tag icon from the tag name; the key here must agree with it. */
export const tagIconKeySchema = z.enum([
  'ai',
  'social',
  'content',
  'engagement',
  'data',
  'code',
  'default',
]);

export const linkIconKeySchema = z.enum(['external', 'github', 'play']);

export const projectTagSchema = z.object({
  name: shortTextSchema,
  icon: tagIconKeySchema,
});

export const projectLinkSchema = z.object({
  text: shortTextSchema,
  url: httpsUrlSchema,
  icon: linkIconKeySchema,
});

export const projectSchema = contentEntry({
  title: shortTextSchema,
  description: longTextSchema,
  icon: projectIconKeySchema,
  /** Any CSS `background` gradient value. */
  bgGradient: z.string().regex(/^linear-gradient\(.+\)$/, 'Use a CSS linear-gradient(…) value.'),
  /** Spans the whole row on wide screens. */
  fullWidth: z.boolean().optional(),
  tags: keyedList(projectTagSchema, 'name'),
  link: projectLinkSchema.optional(),
});

export type ProjectIconKey = z.infer<typeof projectIconKeySchema>;
export type TagIconKey = z.infer<typeof tagIconKeySchema>;
export type LinkIconKey = z.infer<typeof linkIconKeySchema>;
export type Project = z.infer<typeof projectSchema>;
