import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import QRCode from 'qrcode';
import type { SessionUser } from '../shared/auth';
import { loginChallengeDocumentSchema, twoFactorDocumentSchema } from '../shared/two-factor';
import { db } from '../lib/admin';
import { APP_NAME } from '../lib/config';
import { collectionOf } from '../lib/converters';
import {
  DomainError,
  FAILED_PRECONDITION,
  NOT_FOUND,
  errorCode,
  invalidField,
} from '../lib/errors';
import { sha256Hex } from '../lib/hashing';
import {
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  matchTotp,
  otpauthUrl,
} from '../lib/totp';
import { isExhausted, reserve, type Refusal } from '../lib/rate-limiter';
import { CODES_PER_CHALLENGE, twoFactorCodeLimit } from '../policies/rate-limits';
import { sendTwoFactorLockedEmail } from './account-mail';
import { updateProfile } from './user-records';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export const WRONG_CODE_MESSAGE =
  'That code is not right. Check your authenticator app and try again.';
export const REUSED_CODE_MESSAGE =
  'This code has already been used. Wait for the next code and try again.';
export const CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again.';
const TOO_MANY_FOR_CHALLENGE_MESSAGE = 'Too many wrong codes. Please sign in again.';
const TOO_MANY_FOR_ACCOUNT = {
  reason: 'Too many wrong codes for this account.',
  details: { challengeExpired: true },
} satisfies Refusal;

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

/**
 * Checks a code like `verifySecondFactor`, counted against the account's limit of wrong codes
 * first (a right code gives its count back), so codes cannot be guessed faster than the limit
 * allows, in parallel or across sign-ins. The wrong code that uses the limit up tells the owner.
 */
async function verifyCounted(uid: string, code: string, refusal: Refusal): Promise<void> {
  const limit = twoFactorCodeLimit(uid);
  const use = await reserve(limit, refusal);
  try {
    await verifySecondFactor(uid, code);
  } catch (error) {
    if (!(error instanceof DomainError)) {
      await use.release();
      throw error;
    }
    if (await isExhausted(limit)) await sendTwoFactorLockedEmail(uid);
    throw error;
  }
  await use.release();
}

/** Turns two-factor off, with a code (or a recovery code) as proof. */
export async function disable(uid: string, code: string): Promise<void> {
  await verifyCounted(uid, code, { reason: TOO_MANY_FOR_ACCOUNT.reason });
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

const challengeExpired = (): DomainError =>
  new DomainError('unauthenticated', CHALLENGE_EXPIRED_MESSAGE, {
    details: { challengeExpired: true },
  });

/**
 * Counts one attempt against a challenge before its code is checked. The count is read and
 * written as one atomic step: the write carries the read's `lastUpdateTime` as a precondition,
 * so it fails (and is tried again on a fresh read) if any other attempt counted in between, and
 * of any number of parallel attempts only CODES_PER_CHALLENGE get through. A transaction would
 * give the same guarantee, but the Firestore emulator serialises parallel transactions on one
 * document behind its locks (40 took 13.7 s here); the loop ends because every failed write means
 * another attempt was counted, and counts stop at the limit.
 */
async function countAttempt(token: string, uid: string | undefined): Promise<string> {
  const ref = challengeRef(token);
  for (;;) {
    const snapshot = await ref.get();
    const challenge = snapshot.data();
    if (
      !snapshot.updateTime ||
      !challenge ||
      !uid ||
      challenge.uid !== uid ||
      challenge.expiresAt.toMillis() < Date.now()
    ) {
      throw challengeExpired();
    }
    if (challenge.attempts >= CODES_PER_CHALLENGE) {
      throw new DomainError('rate-limited', TOO_MANY_FOR_CHALLENGE_MESSAGE, {
        details: { challengeExpired: true },
      });
    }
    try {
      await ref.update(
        { attempts: challenge.attempts + 1 },
        { lastUpdateTime: snapshot.updateTime },
      );
      return challenge.uid;
    } catch (error) {
      const code = errorCode(error);
      if (code !== FAILED_PRECONDITION && code !== NOT_FOUND) throw error;
    }
  }
}

/**
 * Completes a two-factor sign-in: the challenge must be live and belong to `uid`. Every code
 * counts against the challenge (after five the password must be entered again) and, when wrong,
 * against the account (twoFactorCodeLimit).
 */
export async function completeLoginChallenge(
  token: string,
  uid: string | undefined,
  code: string,
): Promise<string> {
  const owner = await countAttempt(token, uid);
  await verifyCounted(owner, code, TOO_MANY_FOR_ACCOUNT);
  await challengeRef(token).delete();
  return owner;
}
