import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { queueMailWith, type MailMessage } from './mail';

/**
 * What every message for the admin inbox (contact messages, project inquiries) is stored with:
 * new and unread, or spam when the honeypot was filled; the request's fingerprint for replays.
 */
export function inboxRecordFields(spam: boolean, requestHash: string) {
  return {
    status: spam ? ('spam' as const) : ('new' as const),
    read: false,
    requestHash,
    createdAt: FieldValue.serverTimestamp(),
  };
}

/** The mails that go with a stored inbox message, in its batch: none for spam. */
export function inboxMails(
  spam: boolean,
  mails: () => MailMessage[],
): { alongside?: (batch: WriteBatch) => void } {
  return spam ? {} : { alongside: (batch) => queueMailWith(batch, mails()) };
}
