import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import QRCode from 'qrcode';
import type { SessionUser } from '../shared/auth';
import { loginChallengeDocumentSchema, twoFactorDocumentSchema } from '../shared/two-factor';
import { db } from '../lib/admin';
import { APP_NAME } from '../lib/config';
import { collectionOf } from '../lib/converters';
import { DomainError, invalidField } from '../lib/errors';
import { sha256Hex } from '../lib/hashing';
import {
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  matchTotp,
  otpauthUrl,
} from '../lib/totp';
import { updateProfile } from './user-records';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CHALLENGE_MAX_ATTEMPTS = 5;

export const WRONG_CODE_MESSAGE =
  'That code is not right. Check your authenticator app and try again.';
export const REUSED_CODE_MESSAGE =
  'This code has already been used. Wait for the next code and try again.';
export const CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again.';

const recordRef = (uid: string) => collectionOf('twoFactor', twoFactorDocumentSchema).doc(uid);
const challengeRef = (token: string) =>
  collectionOf('loginChallenges', loginChallengeDocumentSchema).doc(sha256Hex(token));

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** Whether two-factor is on, and how many recovery codes are left. */
export async function twoFactorStatus(
  user: SessionUser,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  if (!user.twoFactorEnabled) return { enabled: false, recoveryCodesLeft: 0 };
  const record = (await recordRef(user.uid).get()).data();
  return { enabled: true, recoveryCodesLeft: record?.recoveryHashes?.length ?? 0 };
}

/** Starts enrolment: a new secret, kept pending until the user proves their app has it. */
export async function beginSetup(user: SessionUser): Promise<TwoFactorSetup> {
  if (user.twoFactorEnabled)
    throw new DomainError('conflict', 'Two-factor authentication is already on.');
  const secret = generateTotpSecret();
  await recordRef(user.uid).set({ pendingSecret: secret }, { merge: true });
  const url = otpauthUrl(secret, user.email, APP_NAME);
  return {
    secret,
    otpauthUrl: url,
    qrCodeDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 220 }),
  };
}

/** Confirms enrolment with a first code; returns the recovery codes, shown to the user once. */
export async function confirmSetup(uid: string, code: string, now = Date.now()): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await db().runTransaction(async (tx) => {
    const record = (await tx.get(recordRef(uid))).data();
    if (!record?.pendingSecret) {
      throw new DomainError(
        'invalid',
        'Start two-factor setup again: no setup is waiting for a code.',
      );
    }
    const step = matchTotp(record.pendingSecret, code, now);
    if (step === null) throw invalidField('code', WRONG_CODE_MESSAGE);
    tx.set(recordRef(uid), {
      secret: record.pendingSecret,
      recoveryHashes: codes.map(hashRecoveryCode),
      lastUsedStep: step,
      enabledAt: FieldValue.serverTimestamp(),
    });
  });
  await updateProfile(uid, { twoFactorEnabled: true });
  return codes;
}

/**
 * Checks a second factor: a TOTP code newer than the last one used, or an unused recovery code
 * (which is then spent). Every code works once.
 */
export async function verifySecondFactor(
  uid: string,
  code: string,
  now = Date.now(),
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const record = (await tx.get(recordRef(uid))).data();
    if (!record?.secret)
      throw new DomainError(
        'invalid',
        'Two-factor authentication is not enabled for this account.',
      );
    if (/^\d{6}$/.test(code)) {
      const step = matchTotp(record.secret, code, now);
      if (step === null) throw invalidField('code', WRONG_CODE_MESSAGE);
      if (step <= (record.lastUsedStep ?? -1)) throw invalidField('code', REUSED_CODE_MESSAGE);
      tx.update(recordRef(uid), { lastUsedStep: step });
      return;
    }
    const hash = hashRecoveryCode(code);
    if (!(record.recoveryHashes ?? []).includes(hash))
      throw invalidField('code', WRONG_CODE_MESSAGE);
    tx.update(recordRef(uid), { recoveryHashes: FieldValue.arrayRemove(hash) });
  });
}

/** Turns two-factor off, with a code (or a recovery code) as proof. */
export async function disable(uid: string, code: string): Promise<void> {
  await verifySecondFactor(uid, code);
  await recordRef(uid).delete();
  await updateProfile(uid, { twoFactorEnabled: false });
}

/** After a correct password: a short-lived, single-use token that the code screen sends back. */
export async function createLoginChallenge(uid: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await challengeRef(token).set({
    uid,
    attempts: 0,
    expiresAt: Timestamp.fromMillis(now + CHALLENGE_TTL_MS),
  });
  return token;
}

/**
 * Completes a two-factor sign-in: the challenge must be live and belong to `uid`; a wrong code
 * counts against it, and after five the user must enter their password again.
 */
export async function completeLoginChallenge(
  token: string,
  uid: string | undefined,
  code: string,
): Promise<string> {
  const ref = challengeRef(token);
  const challenge = (await ref.get()).data();
  if (!challenge || !uid || challenge.uid !== uid || challenge.expiresAt.toMillis() < Date.now()) {
    throw new DomainError('unauthenticated', CHALLENGE_EXPIRED_MESSAGE, {
      details: { challengeExpired: true },
    });
  }
  if (challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) {
    await ref.delete();
    throw new DomainError('rate-limited', 'Too many wrong codes. Please sign in again.', {
      details: { challengeExpired: true },
    });
  }
  try {
    await verifySecondFactor(challenge.uid, code);
  } catch (error) {
    await ref.update({ attempts: FieldValue.increment(1) });
    throw error;
  }
  await ref.delete();
  return challenge.uid;
}
