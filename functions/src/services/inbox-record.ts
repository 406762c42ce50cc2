import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { queueMailWith, type MailMessage } from './mail';

/**
 * What every message for the admin inbox (contact messages, project inquiries) is stored with:
 * new and unread, or spam when the honeypot was filled; the request's fingerprint for replays.
 */
function inboxRecordFields(spam: boolean, requestHash: string, uid: string | null) {
  return {
    status: spam ? ('spam' as const) : ('new' as const),
    read: false,
    uid,
    requestHash,
    createdAt: FieldValue.serverTimestamp(),
  };
}

/**
 * The part of `storeOnce`'s request that every inbox message shares: the visitor's fields are the
 * request's fingerprint and the record's content, with the account that sent it (`uid`, null
 * signed out); its mails go in the same batch (none for spam).
 */
export function inboxMessage<Fields extends object>(
  spam: boolean,
  fields: Fields,
  uid: string | null,
  mails: () => MailMessage[],
) {
  return {
    payload: fields,
    record: (requestHash: string) => ({ ...fields, ...inboxRecordFields(spam, requestHash, uid) }),
    ...(spam ? {} : { alongside: (batch: WriteBatch) => queueMailWith(batch, mails()) }),
  };
}
