import { db } from '../lib/admin';
import { wellFormed } from '../lib/converters';
import { newest, OWN_LIST_LIMIT } from '../lib/rows';
import type {
  EndorsementReviewStatus,
  MyEndorsement,
  MySubmissions,
  SentStatus,
} from '../shared/my-submissions';
import type { EndorsementDocument } from '../shared/endorsements';
import { contactMessages } from './contact';
import { endorsementContacts, endorsements } from './endorsements';
import { inquiries } from './project-inquiry';

/** What the sender is told of a message's fate: whether the owner has opened it. */
const sentStatus = (read: boolean): SentStatus => (read ? 'read' : 'sent');

/**
 * An endorsement's review as its endorser sees it. One stored as spam (its hidden field was
 * filled) reads as still under review: nothing tells a bot what caught it.
 */
const reviewStatus = (status: EndorsementDocument['status']): EndorsementReviewStatus =>
  status === 'spam' ? 'pending' : status;

async function ownEndorsements(uid: string): Promise<MyEndorsement[]> {
  // The sender is on the private half only (never on the public record), one read per side.
  const contacts = await endorsementContacts().where('uid', '==', uid).limit(OWN_LIST_LIMIT).get();
  if (contacts.empty) return [];
  const records = wellFormed(
    await db().getAll(...contacts.docs.map(({ id }) => endorsements().doc(id))),
  );
  return records
    .flatMap(({ id, data }) =>
      // A record removed since (its private half left behind) is no longer listed.
      data
        ? [
            {
              id,
              skill: data.skill,
              createdAt: data.createdAt.toDate().toISOString(),
              status: reviewStatus(data.status),
            },
          ]
        : [],
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The caller's own messages, inquiries and endorsements, each newest first (their dashboard). */
export async function ownSubmissions(uid: string): Promise<Omit<MySubmissions, 'success'>> {
  const [messages, sentInquiries, sentEndorsements] = await Promise.all([
    newest(contactMessages().where('uid', '==', uid), OWN_LIST_LIMIT),
    newest(inquiries().where('uid', '==', uid), OWN_LIST_LIMIT),
    ownEndorsements(uid),
  ]);
  return {
    messages: messages.map(({ id, data }) => ({
      id,
      subject: data.subject,
      createdAt: data.createdAt.toDate().toISOString(),
      status: sentStatus(data.read),
    })),
    inquiries: sentInquiries.map(({ id, data }) => ({
      id,
      title: data.title,
      category: data.category,
      createdAt: data.createdAt.toDate().toISOString(),
      status: sentStatus(data.read),
    })),
    endorsements: sentEndorsements,
  };
}
