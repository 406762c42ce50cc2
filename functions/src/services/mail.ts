import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { APP_NAME } from '../lib/config';

/** A message in the Trigger Email extension's shape: it sends every document added to `mail`. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Paragraphs of plain text; a link paragraph is rendered as a button in the HTML part. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Extra mail headers, e.g. List-Unsubscribe on newsletter mail (the extension passes them on). */
  headers?: Record<string, string>;
  /** Where a reply goes, e.g. the visitor who wrote a contact message. */
  replyTo?: string;
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

/** The `mail` document for a message, for callers that write it in a batch with other documents. */
export function mailDocument(message: MailMessage): Record<string, unknown> {
  return {
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    message: {
      ...renderMail(message),
      ...(message.headers ? { headers: message.headers } : {}),
    },
    createdAt: FieldValue.serverTimestamp(),
  };
}

export async function queueMail(message: MailMessage): Promise<void> {
  await db().collection('mail').add(mailDocument(message));
}
