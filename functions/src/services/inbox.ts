import { FieldValue, type CollectionReference } from 'firebase-admin/firestore';
import type { ContactMessageDocument } from '../shared/contact';
import {
  INBOX_ITEM_GONE_MESSAGE,
  inboxStateDocumentSchema,
  type InboxItem,
  type InboxKind,
} from '../shared/inbox';
import type { InquiryDocument } from '../shared/project-inquiry';
import { collectionOf, type ReadDocument } from '../lib/converters';
import { DomainError, NOT_FOUND, errorCode } from '../lib/errors';
import { pageOf, type Page, type PageRequest } from '../lib/pages';
import { contactMessages } from './contact';
import { inquiries, inquiryFacts } from './project-inquiry';

/** The admin inbox: contact messages and project inquiries, newest first, read or unread. */

function state(id: string, data: ContactMessageDocument | InquiryDocument) {
  return {
    id,
    createdAt: data.createdAt.toDate().toISOString(),
    read: data.read,
    spam: data.status === 'spam',
  };
}

function contactItem({ id, data: message }: ReadDocument<ContactMessageDocument>): InboxItem {
  return {
    ...state(id, message),
    kind: 'contact',
    email: message.email,
    name: message.name,
    subject: message.subject,
    body: message.message,
    details: [],
  };
}

function inquiryItem({ id, data: inquiry }: ReadDocument<InquiryDocument>): InboxItem {
  return {
    ...state(id, inquiry),
    kind: 'inquiry',
    email: inquiry.contactEmail,
    name: null,
    subject: inquiry.title,
    body: [inquiry.description, inquiry.requirements ? `Requirements: ${inquiry.requirements}` : '']
      .filter(Boolean)
      .join('\n\n'),
    details: inquiryFacts(inquiry),
  };
}

/** Which messages an inbox list holds: spam too or not, and only the unread ones or all. */
export interface InboxFilter {
  includeSpam: boolean;
  unread: boolean;
}

/**
 * The messages of `collection` the filter selects (`status` is `new` or `spam`, `read` a boolean),
 * as a query, so every page is full and a count of it (the admin overview) is the list's length.
 */
export function inboxQuery<T extends ContactMessageDocument | InquiryDocument>(
  collection: CollectionReference<T, T>,
  { includeSpam, unread }: InboxFilter,
) {
  const kept = includeSpam ? collection : collection.where('status', '==', 'new');
  return unread ? kept.where('read', '==', false) : kept;
}

function inboxList<T extends ContactMessageDocument | InquiryDocument>(
  collection: CollectionReference<T, T>,
  filter: InboxFilter,
) {
  return {
    name: `inbox:${collection.id}:${filter.includeSpam ? 'all' : 'new'}${filter.unread ? ':unread' : ''}`,
    collection,
    sortField: 'createdAt',
    runs: [inboxQuery(collection, filter)],
  };
}

/**
 * A page of contact messages or project inquiries, newest first; spam only when asked for, and
 * only the unread ones when asked for.
 */
export async function listInbox(
  kind: InboxKind,
  filter: InboxFilter,
  page: PageRequest,
): Promise<Page<InboxItem>> {
  if (kind === 'contact') {
    const { items, nextCursor } = await pageOf(inboxList(contactMessages(), filter), page);
    return { items: items.map(contactItem), nextCursor };
  }
  const { items, nextCursor } = await pageOf(inboxList(inquiries(), filter), page);
  return { items: items.map(inquiryItem), nextCursor };
}

/** Marks a message read or unread. */
export async function setInboxRead(kind: InboxKind, id: string, read: boolean): Promise<void> {
  const name = kind === 'contact' ? contactMessages().id : inquiries().id;
  const ref = collectionOf(name, inboxStateDocumentSchema).doc(id);
  try {
    // `update()` refuses a document that does not exist: no read needed to tell.
    await ref.update({ read, readAt: read ? FieldValue.serverTimestamp() : null });
  } catch (error) {
    if (errorCode(error) === NOT_FOUND) throw new DomainError('not-found', INBOX_ITEM_GONE_MESSAGE);
    throw error;
  }
}
