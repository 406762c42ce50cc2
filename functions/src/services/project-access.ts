import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { CODE_INVALID_MESSAGE, accessCodeDocumentSchema } from '../shared/project-access';
import { db } from '../lib/admin';
import type { Caller } from '../lib/caller';
import { collectionOf } from '../lib/converters';
import { invalidField } from '../lib/errors';
import { hashedId, secretsEqual, sha256Hex } from '../lib/hashing';
import { withoutHoneypot } from '../lib/honeypot';
import { limitPublicWrite } from '../policies/rate-limits';
import { queueMail, type MailMessage } from './mail';

/** One-time codes that prove a visitor reads an inbox (Verify Email to Access Projects). */
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_WRONG_CODES = 5;

// The collection keeps its first name, `emailCodes` (the rules and their tests name it too).
const ref = (email: string) =>
  collectionOf('emailCodes', accessCodeDocumentSchema).doc(hashedId(email));

const hashCode = (email: string, code: string): string => sha256Hex(`${email}:${code}`);

/** The code that opens the project details, mailed to the address that asked for it. */
export const accessCodeMail = (email: string, code: string): MailMessage => ({
  to: email,
  subject: `Your verification code: ${code}`,
  paragraphs: [
    `Your code is ${code}.`,
    'Enter it on the site to open the project details. It is valid for 10 minutes and works once.',
    'If you did not ask for it, ignore this email.',
  ],
});

/**
 * Emails a new 6-digit code; a newer code replaces any earlier one, and only its hash is stored.
 * A filled honeypot is answered alike and mails nothing.
 */
export async function requestAccessCode(
  input: { email: string; website?: string | undefined },
  caller: Caller,
): Promise<void> {
  const { data, spam } = withoutHoneypot(input);
  await limitPublicWrite('access-code-request', caller.ip, data.email);
  if (spam) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ref(data.email).set({
    codeHash: hashCode(data.email, code),
    wrongAttempts: 0,
    expiresAt: Timestamp.fromMillis(Date.now() + CODE_TTL_MS),
    createdAt: FieldValue.serverTimestamp(),
  });
  await queueMail(accessCodeMail(data.email, code));
}

/** True once for the right code within its lifetime; five wrong tries use the code up. */
async function useCode(email: string, code: string): Promise<boolean> {
  const doc = ref(email);
  return db().runTransaction(async (tx) => {
    const current = (await tx.get(doc)).data();
    if (!current) return false;
    const expired = current.expiresAt.toMillis() < Date.now();
    if (expired || current.wrongAttempts >= MAX_WRONG_CODES) {
      tx.delete(doc);
      return false;
    }
    if (secretsEqual(current.codeHash, hashCode(email, code.trim()))) {
      tx.delete(doc);
      return true;
    }
    tx.update(doc, { wrongAttempts: FieldValue.increment(1) });
    return false;
  });
}

/** Checks a code the visitor was mailed; a wrong, used or expired one is refused under `code`. */
export async function checkAccessCode(
  { email, code }: { email: string; code: string },
  caller: Caller,
): Promise<void> {
  await limitPublicWrite('access-code-check', caller.ip, email);
  if (!(await useCode(email, code))) throw invalidField('code', CODE_INVALID_MESSAGE);
}
