import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { hashedId, secretsEqual, sha256Hex } from '../lib/hashing';
import { queueMail } from './mail';

/** One-time codes that prove a visitor reads an inbox (SPEC §2: Verify Email to Access Projects). */
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_WRONG_CODES = 5;

const ref = (email: string) => db().collection('emailCodes').doc(hashedId(email));

const hashCode = (email: string, code: string): string => sha256Hex(`${email}:${code}`);

/** Emails a new 6-digit code; a newer code replaces any earlier one. Only its hash is stored. */
export async function sendVerificationCode(email: string): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ref(email).set({
    codeHash: hashCode(email, code),
    wrongAttempts: 0,
    expiresAt: Timestamp.fromMillis(Date.now() + CODE_TTL_MS),
    createdAt: FieldValue.serverTimestamp(),
  });
  await queueMail({
    to: email,
    subject: `Your verification code: ${code}`,
    paragraphs: [
      `Your code is ${code}.`,
      'Enter it on the site to open the project details. It is valid for 10 minutes and works once.',
      'If you did not ask for it, ignore this email.',
    ],
  });
}

/** True once for the right code within its lifetime; five wrong tries use the code up. */
export async function checkVerificationCode(email: string, code: string): Promise<boolean> {
  const doc = ref(email);
  return db().runTransaction(async (tx) => {
    const current = (await tx.get(doc)).data();
    if (!current) return false;
    const expired = (current.expiresAt as Timestamp).toMillis() < Date.now();
    if (expired || current.wrongAttempts >= MAX_WRONG_CODES) {
      tx.delete(doc);
      return false;
    }
    if (secretsEqual(String(current.codeHash), hashCode(email, code.trim()))) {
      tx.delete(doc);
      return true;
    }
    tx.update(doc, { wrongAttempts: FieldValue.increment(1) });
    return false;
  });
}
