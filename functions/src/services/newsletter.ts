import { createHmac } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { profile } from '../shared/content/profile';
import type { NEWSLETTER_VARIANTS } from '../shared/newsletter';
import { db } from '../lib/admin';
import { publicUrl, unsubscribeSigningKey } from '../lib/config';
import { hashedId, secretsEqual } from '../lib/hashing';
import { mailDocument, type MailMessage } from './mail';

type Source = (typeof NEWSLETTER_VARIANTS)[number];

/** One document per address, so subscribing twice never makes a second record. */
function subscriberRef(email: string) {
  return db().collection('newsletterSubscribers').doc(hashedId(email.toLowerCase()));
}

/** HMAC of the address: an unsubscribe link works for that address only and cannot be forged. */
export function unsubscribeToken(email: string): string {
  return createHmac('sha256', unsubscribeSigningKey())
    .update(`unsubscribe:${email.toLowerCase()}`)
    .digest('base64url');
}

export function isValidUnsubscribeToken(email: string, token: string): boolean {
  return secretsEqual(unsubscribeToken(email), token);
}

/** The page a person opens (it asks before changing anything) and the one-click POST target. */
export function unsubscribeLinks(email: string): { page: string; oneClick: string } {
  const query = new URLSearchParams({ email, token: unsubscribeToken(email) }).toString();
  return {
    page: `${publicUrl()}/unsubscribe?${query}`,
    oneClick: `${publicUrl()}/api/newsletter/unsubscribe?${query}`,
  };
}

/** Every newsletter mail: the unsubscribe link in the text, and RFC 8058 one-click headers. */
export function newsletterMail(
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

export interface SubscribeResult {
  id: string;
  /** False when the address was already subscribed: nothing was written or sent. */
  created: boolean;
}

/**
 * Subscribes an address once. Already subscribed: a success that changes nothing. A bot's
 * (honeypot) subscription is recorded as spam without mail and never blocks the real person later.
 */
export async function subscribe(email: string, source: Source | undefined, spam: boolean) {
  const ref = subscriberRef(email);
  return db().runTransaction<SubscribeResult>(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.status === 'subscribed') return { id: ref.id, created: false };
    if (spam) {
      if (!current)
        tx.create(ref, { email, status: 'spam', createdAt: FieldValue.serverTimestamp() });
      return { id: ref.id, created: false };
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
    tx.set(
      db().collection('mail').doc(),
      mailDocument(
        newsletterMail(email, {
          subject: `You're subscribed to ${profile.name}'s newsletter`,
          paragraphs: [
            'Thank you for subscribing. You will hear about new projects, articles and availability, a few times a year at most.',
            'Changed your mind? The link below unsubscribes you at once.',
          ],
        }),
      ),
    );
    return { id: ref.id, created: true };
  });
}

/** Marks the address unsubscribed (idempotent: an unknown or already-unsubscribed address is fine). */
export async function unsubscribe(email: string): Promise<void> {
  const ref = subscriberRef(email);
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.status !== 'subscribed') return;
    tx.update(ref, { status: 'unsubscribed', unsubscribedAt: FieldValue.serverTimestamp() });
  });
}
