import { createHmac } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { profile } from '../shared/content/profile';
import {
  UNSUBSCRIBE_LINK_INVALID,
  subscriberDocumentSchema,
  type NewsletterSubscribe,
  type NewsletterUnsubscribe,
} from '../shared/newsletter';
import { db } from '../lib/admin';
import type { Caller } from '../lib/caller';
import { publicUrl } from '../lib/config';
import { collectionOf } from '../lib/converters';
import { DomainError } from '../lib/errors';
import { hashedId, secretsEqual } from '../lib/hashing';
import { withoutHoneypot } from '../lib/honeypot';
import { unsubscribeSigningKey } from '../lib/secrets';
import { limitPublicWrite } from '../policies/rate-limits';
import { queueMailWith, type MailMessage } from './mail';

/** Newsletter: one record per address, a welcome mail, and signed unsubscribe links. */

/** One document per address, so subscribing twice never makes a second record. */
function subscriberRef(email: string) {
  return collectionOf('newsletterSubscribers', subscriberDocumentSchema).doc(
    hashedId(email.toLowerCase()),
  );
}

/** HMAC of the address: an unsubscribe link works for that address only and cannot be forged. */
function unsubscribeToken(email: string): string {
  return createHmac('sha256', unsubscribeSigningKey())
    .update(`unsubscribe:${email.toLowerCase()}`)
    .digest('base64url');
}

/** The page a person opens (it asks before changing anything) and the one-click POST target. */
function unsubscribeLinks(email: string): { page: string; oneClick: string } {
  const query = new URLSearchParams({ email, token: unsubscribeToken(email) }).toString();
  return {
    page: `${publicUrl()}/unsubscribe?${query}`,
    oneClick: `${publicUrl()}/api/newsletter/unsubscribe?${query}`,
  };
}

/** Every newsletter mail: the unsubscribe link in the text, and RFC 8058 one-click headers. */
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
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const welcomeMail = (email: string): MailMessage =>
  newsletterMail(email, {
    subject: `You're subscribed to ${profile.name}'s newsletter`,
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
