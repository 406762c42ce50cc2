import { FieldValue, Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { ownerProfile } from './published-content';
import { db } from '../lib/admin';
import { APP_NAME, ownerEmail, publicUrl } from '../lib/config';
import { ALREADY_EXISTS, errorCode } from '../lib/errors';

/** A file sent with a message, e.g. a calendar invitation (`invite.ics`, `text/calendar`). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** A message in the Trigger Email extension's shape: it sends every document added to `mail`. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Paragraphs of plain text; a link paragraph is rendered as a button in the HTML part. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /**
   * Extra mail headers, e.g. List-Unsubscribe on newsletter mail. The extension hands the
   * document's top-level `headers` to Nodemailer; a `headers` inside `message` is dropped.
   */
  headers?: Record<string, string>;
  /** Where a reply goes, e.g. the visitor who wrote a contact message. */
  replyTo?: string;
  /** Files sent with it; the extension hands `message.attachments` to Nodemailer as they are. */
  attachments?: MailAttachment[];
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderMail(message: MailMessage): { subject: string; text: string; html: string } {
  const text = [
    ...message.paragraphs,
    ...(message.action ? [`${message.action.label}: ${message.action.url}`] : []),
  ].join('\n\n');
  const html = [
    ...message.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(message.action
      ? [
          `<p><a href="${escapeHtml(message.action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(message.action.label)}</a></p>`,
          `<p style="font-size:12px;color:#555">Or open this link: ${escapeHtml(message.action.url)}</p>`,
        ]
      : []),
    `<p style="font-size:12px;color:#555">— ${APP_NAME}</p>`,
  ].join('\n');
  return { subject: message.subject, text, html };
}

/**
 * The `mail` document for a message, in the fields the Trigger Email extension reads
 * (docs/deploying.md, "Email"): `to`, `replyTo` and `headers` at the top level, and only
 * `subject`, `text`, `html` and `attachments` inside `message`.
 */
export function mailDocument(message: MailMessage): Record<string, unknown> {
  return {
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    message: {
      ...renderMail(message),
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    },
    createdAt: FieldValue.serverTimestamp(),
  };
}

export async function queueMail(message: MailMessage): Promise<void> {
  await db().collection('mail').add(mailDocument(message));
}

/** Queues a mail under a fixed id: the first call with an id sends it, later ones do nothing. */
export async function queueMailOnce(id: string, message: MailMessage): Promise<void> {
  try {
    await db().collection('mail').doc(id).create(mailDocument(message));
  } catch (error) {
    if (errorCode(error) !== ALREADY_EXISTS) throw error;
  }
}

/** Queues mail with other writes, so it goes if and only if they are committed. */
export function queueMailWith(writes: WriteBatch | Transaction, messages: MailMessage[]): void {
  for (const message of messages) {
    const ref = db().collection('mail').doc();
    // Two classes with the same `set`, whose overloads TypeScript will not unite.
    if (writes instanceof Transaction) writes.set(ref, mailDocument(message));
    else writes.set(ref, mailDocument(message));
  }
}

/** Where visitor submissions are announced. */
export const ownerAddress = (): string => ownerEmail(ownerProfile().email);

/** Visitor text that lands in a subject line: no line breaks there, whatever was typed. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The button in the owner's notifications. */
export const adminPageAction = (label: string): NonNullable<MailMessage['action']> => ({
  label,
  url: `${publicUrl()}/admin`,
});
