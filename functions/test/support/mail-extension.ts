import { z } from 'zod';

/**
 * A `mail` document as the Trigger Email extension (firebase/extensions, `firestore-send-email`)
 * reads it, written from its documented fields and its delivery code: the extension hands
 * Nodemailer `from`, `replyTo`, `to`, `cc`, `bcc` and `headers` from the top level of the document,
 * and only `subject`, `text`, `html` and `attachments` from `message`. Anything else is dropped
 * without a word, so a field we write anywhere else never reaches the mailbox. `createdAt` is our
 * own bookkeeping (the extension leaves it alone and writes only `delivery`).
 */

const recipients = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

const attachmentSchema = z.object({
  filename: z.string().min(1),
  content: z.string(),
  contentType: z.string().min(1),
});

/** What the extension hands Nodemailer for a document. */
export interface Delivered {
  to: string | string[];
  replyTo?: string;
  headers?: Record<string, string>;
  subject: string;
  text?: string;
  html?: string;
  attachments?: z.infer<typeof attachmentSchema>[];
}

/** What the extension reads, and where. */
const READ_AT_TOP = new Set(['to', 'cc', 'bcc', 'from', 'replyTo', 'headers', 'message']);
const READ_IN_MESSAGE = new Set(['subject', 'text', 'html', 'attachments']);
/** Our own fields on the document, which the extension ignores on purpose. */
const OURS_AT_TOP = new Set(['createdAt']);

const documentSchema = z.object({
  to: recipients,
  replyTo: z.string().min(1).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  message: z
    .object({
      subject: z.string().min(1),
      text: z.string().optional(),
      html: z.string().optional(),
      attachments: z.array(attachmentSchema).optional(),
    })
    .refine((message) => Boolean(message.text || message.html), {
      message: "At least one of 'text' or 'html' must be provided",
    }),
});

export interface Reading {
  delivered: Delivered;
  /** Fields the extension would not send, as paths (`message.headers`). */
  dropped: string[];
}

/** Reads a `mail` document as the extension does; throws where the extension would refuse it. */
export function readAsExtension(document: unknown): Reading {
  const parsed = documentSchema.parse(document);
  const raw = z.record(z.string(), z.unknown()).parse(document);
  const message = z.record(z.string(), z.unknown()).parse(raw.message);
  const dropped = [
    ...Object.keys(raw).filter((key) => !READ_AT_TOP.has(key) && !OURS_AT_TOP.has(key)),
    ...Object.keys(message)
      .filter((key) => !READ_IN_MESSAGE.has(key))
      .map((key) => `message.${key}`),
  ];
  const { to, replyTo, headers, message: content } = parsed;
  return {
    delivered: {
      to,
      ...(replyTo ? { replyTo } : {}),
      ...(headers ? { headers } : {}),
      subject: content.subject,
      ...(content.text !== undefined ? { text: content.text } : {}),
      ...(content.html !== undefined ? { html: content.html } : {}),
      ...(content.attachments ? { attachments: content.attachments } : {}),
    },
    dropped,
  };
}

/** Reads a document as the extension does and fails when the extension would drop any of it. */
export function deliveredMail(document: unknown): Delivered {
  const { delivered, dropped } = readAsExtension(document);
  if (dropped.length > 0)
    throw new Error(
      `The mail extension would drop ${dropped.join(', ')} of "${delivered.subject}"`,
    );
  return delivered;
}
