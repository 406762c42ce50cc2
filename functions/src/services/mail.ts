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

export async function queueMail(message: MailMessage): Promise<void> {
  await db()
    .collection('mail')
    .add({ to: message.to, message: renderMail(message), createdAt: FieldValue.serverTimestamp() });
}
