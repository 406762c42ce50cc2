import { z } from './zod';
import { timestampSchema } from './document-fields';
import { documentId } from './fields';
import { itemsSchema, pageRequestShape } from './admin-records';

/** The admin inbox: contact messages and project inquiries. */
export const INBOX_KINDS = ['contact', 'inquiry'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** A filled honeypot is stored as spam: kept for the record, out of the inbox by default. */
export const INBOX_STATUSES = ['new', 'spam'] as const;

/** The inbox's own fields on a contact message or an inquiry document. */
export const inboxStateFields = {
  status: z.enum(INBOX_STATUSES),
  read: z.boolean(),
  readAt: timestampSchema.nullable().optional(),
  /** The account that sent it, when its sender was signed in (absent on older records). */
  uid: z.string().nullable().optional(),
};
/** Just the inbox's fields of either kind of document (what `setInboxRead` changes). */
export const inboxStateDocumentSchema = z.object(inboxStateFields);

const inboxKindSchema = z.enum(INBOX_KINDS, { error: 'Choose contact or inquiry.' });

/** Admin callable `listInbox`. */
export const listInboxRequestSchema = z.object({
  kind: inboxKindSchema,
  includeSpam: z.boolean({ error: 'includeSpam is true or false.' }).default(false),
  /** Only the messages nobody has opened yet (what the admin overview counts as new). */
  unread: z.boolean({ error: 'unread is true or false.' }).default(false),
  ...pageRequestShape,
});

/** Admin callable `setInboxRead`. */
export const setInboxReadRequestSchema = z.object({
  kind: inboxKindSchema,
  id: documentId('That message does not exist.'),
  read: z.boolean({ error: 'read is true or false.' }),
});

/** One row of the admin inbox: a contact message or a project inquiry. */
export const inboxItemSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  createdAt: z.string().nullable(),
  read: z.boolean(),
  spam: z.boolean(),
  /** Who to reply to. */
  email: z.string(),
  name: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  /** Inquiry facts (category, budget, timeline, urgency) as label/value pairs. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const listInboxResponseSchema = itemsSchema(inboxItemSchema);
export const setInboxReadResponseSchema = z.object({ success: z.literal(true) });

export const INBOX_ITEM_GONE_MESSAGE = 'That message no longer exists.';
