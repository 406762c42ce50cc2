import { z } from './zod';

/** The admin inbox: contact messages and project inquiries. */
export const INBOX_KINDS = ['contact', 'inquiry'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const listInboxRequestSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  includeSpam: z.boolean().default(false),
});
export const setInboxReadRequestSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.string().min(1).max(128),
  read: z.boolean(),
});

/** One row of the admin inbox: a contact message or a project inquiry. */
export interface InboxItem {
  id: string;
  kind: InboxKind;
  createdAt: string | null;
  read: boolean;
  spam: boolean;
  /** Who to reply to. */
  email: string;
  name: string | null;
  subject: string;
  body: string;
  /** Inquiry facts (category, budget, timeline, urgency) as label/value pairs. */
  details: { label: string; value: string }[];
}
