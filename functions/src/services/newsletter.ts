import type { DateRange } from '../shared/date-range';
import { createHmac } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { ownerProfile } from './published-content';
import { KEY_REUSED_MESSAGE } from '../shared/idempotency';
import {
  UNSUBSCRIBE_LINK_INVALID,
  newsletterIssueDocumentSchema,
  subscriberDocumentSchema,
  subscriberRowSchema,
  type SubscriberRow,
  type SubscriberStatus,
  type NewsletterIssue,
  type NewsletterSubscribe,
  type NewsletterUnsubscribe,
} from '../shared/newsletter';
import { db } from '../lib/admin';
import type { Caller } from '../lib/caller';
import { publicUrl } from '../lib/config';
import { collectionOf, wellFormed } from '../lib/converters';
import type { Page, PageRequest } from '../lib/pages';
import { pageOfRows, storedList } from '../lib/rows';
import { ALREADY_EXISTS, DomainError, errorCode } from '../lib/errors';
import { hashedId, secretsEqual } from '../lib/hashing';
import { withoutHoneypot } from '../lib/honeypot';
import { unsubscribeSigningKey } from '../lib/secrets';
import { limitPublicWrite } from '../policies/rate-limits';
import { recordAudit } from './audit';
import { mailDocument, ownerAddress, queueMailWith, type MailMessage } from './mail';

/** Newsletter: one record per address, a welcome mail, and signed unsubscribe links. */

export const subscribers = () => collectionOf('newsletterSubscribers', subscriberDocumentSchema);
const issues = () => collectionOf('newsletterIssues', newsletterIssueDocumentSchema);

/** One document per address, so subscribing twice never makes a second record. */
function subscriberRef(email: string) {
  return subscribers().doc(hashedId(email.toLowerCase()));
}

/** HMAC of the address: an unsubscribe link works for that address only and cannot be forged. */
function unsubscribeToken(email: string): string {
  return createHmac('sha256', unsubscribeSigningKey())
    .update(`unsubscribe:${email.toLowerCase()}`)
    .digest('base64url');
}

/**
 * The page a person opens (it asks before changing anything), the one-click POST target, and a
 * mailto for mail clients without one-click: it reaches the owner, who unsubscribes the sender.
 */
function unsubscribeLinks(email: string): { page: string; oneClick: string; mailto: string } {
  const query = new URLSearchParams({ email, token: unsubscribeToken(email) }).toString();
  return {
    page: `${publicUrl()}/unsubscribe?${query}`,
    oneClick: `${publicUrl()}/api/newsletter/unsubscribe?${query}`,
    mailto: `mailto:${ownerAddress()}?subject=${encodeURIComponent(`Unsubscribe ${email}`)}`,
  };
}

/**
 * Every newsletter mail: the unsubscribe link in the text, and the List-Unsubscribe headers of
 * RFC 2369 with RFC 8058's one-click POST, which bulk-mail rules (Gmail, Yahoo) require.
 */
function newsletterMail(
  email: string,
  content: Pick<MailMessage, 'subject' | 'paragraphs'>,
): MailMessage {
  const links = unsubscribeLinks(email);
  return {
    to: email,
    ...content,
    action: { label: 'Unsubscribe', url: links.page },
    headers: {
      'List-Unsubscribe': `<${links.mailto}>, <${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export const welcomeMail = (email: string): MailMessage =>
  newsletterMail(email, {
    subject: `You're subscribed to ${ownerProfile().name}'s newsletter`,
    paragraphs: [
      'Thank you for subscribing. You will hear about new projects, articles and availability, a few times a year at most.',
      'Changed your mind? The link below unsubscribes you at once.',
    ],
  });

/**
 * Subscribes an address once: the address is the record's identity, so any replay (same key or
 * not) changes nothing, and subscribing again is a success that writes and sends nothing. A
 * bot's (honeypot) subscription is recorded as spam without mail and never blocks the person.
 */
export async function subscribe(
  input: NewsletterSubscribe,
  caller: Caller,
): Promise<{ id: string }> {
  const { data, spam } = withoutHoneypot(input);
  const { email, source } = data;
  await limitPublicWrite('newsletter', caller.ip, email);
  const ref = subscriberRef(email);
  return db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.status === 'subscribed') return { id: ref.id };
    if (spam) {
      if (!current)
        tx.create(ref, { email, status: 'spam', createdAt: FieldValue.serverTimestamp() });
      return { id: ref.id };
    }
    tx.set(
      ref,
      {
        email,
        status: 'subscribed',
        source: source ?? 'default',
        subscribedAt: FieldValue.serverTimestamp(),
        ...(current ? {} : { createdAt: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
    queueMailWith(tx, [welcomeMail(email)]);
    return { id: ref.id };
  });
}

/**
 * Marks the address unsubscribed, given the signed token from its mail. Idempotent: an unknown or
 * already-unsubscribed address is fine; a token not made for this address is refused.
 */
export async function unsubscribe({ email, token }: NewsletterUnsubscribe): Promise<void> {
  if (!secretsEqual(unsubscribeToken(email), token))
    throw new DomainError('invalid', UNSUBSCRIBE_LINK_INVALID);
  const ref = subscriberRef(email);
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.status !== 'subscribed') return;
    tx.update(ref, { status: 'unsubscribed', unsubscribedAt: FieldValue.serverTimestamp() });
  });
}

/** An issue as one subscriber's mail: its paragraphs are the text's blank-line-separated blocks. */
export const issueMail = (email: string, issue: Pick<NewsletterIssue, 'subject' | 'body'>) =>
  newsletterMail(email, {
    subject: issue.subject,
    paragraphs: issue.body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  });

/** One issue's mail to one subscriber has a fixed id, so sending the issue again mails nobody twice. */
const issueMailRef = (issueId: string, subscriberId: string) =>
  db()
    .collection('mail')
    .doc(hashedId(`newsletter-issue:${issueId}:${subscriberId}`));

/**
 * Mails an issue to every subscribed address (never to an unsubscribed one), once: each mail's id
 * is fixed by the issue and the address, and the issue's record, written with its audit entry
 * after the mails, says it went. A second send of the same issue answers with the first one's
 * count and mails nobody; the same issue id with other content is refused.
 */
export async function sendNewsletterIssue(
  issue: NewsletterIssue,
  adminUid: string,
): Promise<number> {
  const record = issues().doc(issue.issueId);
  const sent = (await record.get()).data();
  if (sent) {
    if (sent.subject !== issue.subject || sent.body !== issue.body)
      throw new DomainError('conflict', KEY_REUSED_MESSAGE);
    return sent.recipients;
  }
  const addresses = wellFormed(
    (await subscribers().where('status', '==', 'subscribed').get()).docs,
  );
  const writer = db().bulkWriter();
  const failures: unknown[] = [];
  for (const { id, data } of addresses) {
    writer
      .create(issueMailRef(issue.issueId, id), mailDocument(issueMail(data.email, issue)))
      .catch((error: unknown) => {
        if (errorCode(error) !== ALREADY_EXISTS) failures.push(error);
      });
  }
  await writer.close();
  if (failures.length > 0) throw failures[0];
  await db().runTransaction(async (tx) => {
    if ((await tx.get(record)).exists) return;
    tx.create(record, {
      subject: issue.subject,
      body: issue.body,
      sentBy: adminUid,
      recipients: addresses.length,
      createdAt: FieldValue.serverTimestamp(),
    });
    await recordAudit(
      { action: 'newsletter.send', actorUid: adminUid, targetId: issue.issueId },
      tx,
    );
  });
  return addresses.length;
}

/** A page of the subscribers, newest first, or those in one status (unsubscribed ones marked). */
export function listSubscribers(
  status: SubscriberStatus | undefined,
  page: PageRequest,
  range: DateRange = {},
): Promise<Page<SubscriberRow>> {
  return pageOfRows(storedList(subscribers(), status, range), page, subscriberRowSchema);
}
