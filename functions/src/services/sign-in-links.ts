import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { signInLinkDocumentSchema } from '../shared/sign-in-links';
import { db } from '../lib/admin';
import { APP_NAME, publicUrl } from '../lib/config';
import { collectionOf } from '../lib/converters';
import { DomainError, FAILED_PRECONDITION, NOT_FOUND, errorCode } from '../lib/errors';
import { sha256Hex } from '../lib/hashing';
import { reserve, tryReserve } from '../lib/rate-limiter';
import { signInLinkIpLimit, signInLinkMailLimit } from '../policies/rate-limits';
import { queueMailWith, type MailMessage } from './mail';
import { auth } from './user-records';

/**
 * The step-up of an account without two-factor that many addresses have just failed on: the
 * right password mails a one-time link to the account's own address instead of signing in, and
 * the link's page finishes the sign-in. Whoever guessed the password still needs the mailbox.
 */

const LINK_LIFETIME_MS = 15 * 60 * 1000;

export const SIGN_IN_LINK_REFUSED_MESSAGE =
  'This sign-in link has expired or has already been used. Sign in again to get a new one.';

const links = () => collectionOf('signInLinks', signInLinkDocumentSchema);
const linkRef = (code: string) => links().doc(sha256Hex(code));
const addressHash = (email: string): string => sha256Hex(email.trim().toLowerCase());

/** The link that finishes a sign-in from the inbox; the code rides in the fragment. */
export const signInLinkMail = (email: string, code: string): MailMessage => ({
  to: email,
  subject: `Finish signing in to ${APP_NAME}`,
  paragraphs: [
    'Someone, probably you, just entered the right password for your account. Many wrong passwords have been tried on it from elsewhere in the last few minutes, so for your security the sign-in finishes from your inbox.',
    'The link below signs you in. It works once and expires in 15 minutes.',
    `If it was not you, do not open the link: someone else knows your password. Choose a new one now: ${publicUrl()}/forgot-password`,
  ],
  action: { label: 'Finish signing in', url: `${publicUrl()}/sign-in-link#code=${code}` },
});

/**
 * Mails a sign-in link to the account's address, unless the account had its three within the
 * last 15 minutes (one of which is then still waiting in the inbox, unless used).
 */
export async function mailSignInLink(uid: string, email: string, now = Date.now()): Promise<void> {
  if (!(await tryReserve(signInLinkMailLimit(uid), now))) return;
  // The code travels in the URL's fragment, which browsers never send, so no access log keeps it.
  const code = randomBytes(32).toString('base64url');
  const batch = db().batch();
  batch.create(linkRef(code), {
    uid,
    sentTo: addressHash(email),
    expiresAt: Timestamp.fromMillis(now + LINK_LIFETIME_MS),
  });
  queueMailWith(batch, [signInLinkMail(email, code)]);
  await batch.commit();
}

const refused = (): DomainError => new DomainError('invalid', SIGN_IN_LINK_REFUSED_MESSAGE);

/**
 * Uses up a sign-in link and returns the account it signs in. Deleted with a precondition on the
 * version read, so of parallel uses exactly one gets it; expired, used, made up, or mailed to an
 * address the account no longer has, it is refused with one message.
 */
export async function redeemSignInLink(code: string, ip: string): Promise<string> {
  // Codes are 256 random bits: the limit keeps a flood of made-up ones from costing reads.
  const attempt = await reserve(signInLinkIpLimit(ip), { reason: 'Too many sign-in links tried.' });
  const ref = linkRef(code);
  const snapshot = await ref.get();
  const link = snapshot.data();
  if (!link || !snapshot.updateTime) throw refused();
  try {
    await ref.delete({ lastUpdateTime: snapshot.updateTime });
  } catch (error) {
    const lostRace = [FAILED_PRECONDITION, NOT_FOUND].includes(Number(errorCode(error)));
    if (lostRace) throw refused();
    throw error;
  }
  if (link.expiresAt.toMillis() <= Date.now()) throw refused();
  const user = await auth()
    .getUser(link.uid)
    .catch(() => undefined);
  if (!user?.email || addressHash(user.email) !== link.sentTo) throw refused();
  await attempt.release();
  return user.uid;
}
