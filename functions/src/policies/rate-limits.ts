import type { Caller } from '../lib/caller';
import type { Admitted } from '../lib/exactly-once';
import { reserveAll, reserveTogether, type Limit, type Reservation } from '../lib/rate-limiter';

// Every rate limit of the product, in one place. Uses are kept by lib/rate-limiter.ts: a use is
// taken before the thing it limits happens, and every window slides (a use stops counting when it
// is one window old).
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Window = readonly [max: number, windowMs: number];

/** Per IP and per email, for each public write. */
const PUBLIC_WRITES = {
  contact: { ip: [5, HOUR], email: [3, HOUR] },
  'project-inquiry': { ip: [5, HOUR], email: [3, HOUR] },
  newsletter: { ip: [10, HOUR], email: [3, HOUR] },
  endorsements: { ip: [10, HOUR], email: [5, DAY] },
  'access-code-request': { ip: [10, HOUR], email: [3, 15 * MINUTE] },
  'access-code-check': { ip: [30, HOUR], email: [15, HOUR] },
  // A booking holds a slot for half an hour unpaid: a few per address keep the calendar from
  // being held hostage, and a person needs one or two.
  'book-service': { ip: [10, HOUR], email: [5, HOUR] },
  // Payment attempts: one per booking succeeds; the rest are retries and mistakes.
  'process-payment': { ip: [20, HOUR], email: [10, HOUR] },
} as const satisfies Record<string, { ip: Window; email: Window }>;

export type PublicWrite = keyof typeof PUBLIC_WRITES;

const limit = (key: string, [max, windowMs]: Window): Limit => ({ key, max, windowMs });

/**
 * Counts a public write against its IP and email limits; `rate-limited` past either. Answers the
 * uses taken, to give back when the write turns out not to count (a concurrent replay).
 */
export async function limitPublicWrite(
  write: PublicWrite,
  ip: string,
  email: string,
): Promise<Admitted> {
  const windows = PUBLIC_WRITES[write];
  return admittedBy(
    await reserveAll([
      limit(`${write}-ip:${ip}`, windows.ip),
      limit(`${write}-email:${email.toLowerCase()}`, windows.email),
    ]),
  );
}

/** The uses a request took, to give back together. */
function admittedBy(taken: readonly Reservation[]): Admitted {
  return {
    giveBack: async () => {
      await Promise.all(taken.map((use) => use.release()));
    },
  };
}

/**
 * How a public write is stored once (`storeOnce`, `storeOnceInTransaction`): under the caller's
 * Idempotency-Key, admitted only within the write's limits for the caller's address and `email`
 * (a replay is not counted again), then by `check` when it has more to refuse or prepare.
 */
export function admittedPublicWrite(
  write: PublicWrite,
  caller: Caller,
  email: string,
  check?: (id: string) => Promise<void>,
): { idempotencyKey: string | undefined; admit: (id: string) => Promise<Admitted> } {
  return {
    idempotencyKey: caller.idempotencyKey,
    admit: async (id) => {
      const admitted = await limitPublicWrite(write, caller.ip, email);
      await check?.(id);
      return admitted;
    },
  };
}

/**
 * Sign-in failures (OWASP: a lockout must not become a way to lock the holder out). `account` is
 * the account's uid when it exists, else the name as typed, normalised, so a username and an
 * email of one account are one account and unknown names are limited alike. Uses are taken
 * before the password is checked and given back when it is right (which also clears the
 * account's and the address's earlier failures), so only failures count.
 *
 * Per account, across addresses: ten failures within 15 minutes put the account into step-up for
 * as long as failures keep coming. Nobody is refused and wrong passwords answer as ever, but the
 * right one does not sign in directly: it asks for the second factor when two-factor is on, else
 * for a one-time link mailed to the account's address (services/sign-in-links.ts). Ten is twice
 * the per-address five, so one address alone (a holder who mistypes) cannot cause it.
 */
export const signInAccountLimit = (account: string): Limit =>
  limit(`login-account:${account}`, [10, 15 * MINUTE]);

/** Sign-in failures per IP within 15 minutes, across accounts: past them that address gets 429. */
export const signInIpLimit = (ip: string): Limit => limit(`login-ip:${ip}`, [20, 15 * MINUTE]);

/** Sign-in failures per account and IP within 15 minutes: past them that address gets 429 for that account. */
export const signInPairLimit = (account: string, ip: string): Limit =>
  limit(`login-pair:${account}|${ip}`, [5, 15 * MINUTE]);

/**
 * Sign-in links mailed per account within 15 minutes (as long as a link lives): past three the
 * step-up answer stays the same but nothing is mailed, so the holder's inbox cannot be flooded
 * and a link mailed within the last 15 minutes is still waiting there.
 */
export const signInLinkMailLimit = (uid: string): Limit =>
  limit(`sign-in-link-mail:${uid}`, [3, 15 * MINUTE]);

/** Sign-in link redemptions per address within 15 minutes; a link that works is given back. */
export const signInLinkIpLimit = (ip: string): Limit =>
  limit(`sign-in-link-ip:${ip}`, [20, 15 * MINUTE]);

/** Codes one two-factor sign-in (one challenge) may try before the password must be entered again. */
export const CODES_PER_CHALLENGE = 5;

/**
 * Two-factor codes per account within an hour, across challenges: taken before a code is checked,
 * given back when it is right. When they are used up, the account's two-factor step is locked
 * until the oldest wrong code is an hour old, and the owner is mailed.
 */
export const twoFactorCodeLimit = (uid: string): Limit =>
  limit(`two-factor-account:${uid}`, [10, HOUR]);

export async function limitRegistration(ip: string): Promise<void> {
  await reserveAll([limit(`register-ip:${ip}`, [10, HOUR])]);
}

/** Account mails a visitor can ask for (verification again, password reset): per IP and per address. */
export async function limitAccountMail(
  mail: 'verify-mail' | 'reset-mail',
  ip: string,
  email: string,
): Promise<void> {
  await reserveAll([limit(`mail-ip:${ip}`, [10, HOUR]), limit(`${mail}:${email}`, [3, HOUR])]);
}

/** Re-checking the password before a sensitive change is limited like signing in. */
export async function limitPasswordConfirmation(email: string): Promise<void> {
  await reserveAll([limit(`confirm-password:${email}`, [10, 15 * MINUTE])]);
}

/**
 * Meeting requests (signed in only) per account and per address within an hour: each holds a
 * slot until the owner answers, so one account cannot fill the calendar.
 */
export async function limitMeetingRequest(uid: string, ip: string): Promise<Admitted> {
  return admittedBy(
    await reserveAll([
      limit(`meeting-account:${uid}`, [10, HOUR]),
      limit(`meeting-ip:${ip}`, [20, HOUR]),
    ]),
  );
}

/**
 * Phone number answers per account within an hour: a visitor needs it once per visit, so a
 * signed-in account cannot be used to collect it at will.
 */
export const contactPhoneLimit = (uid: string): Limit => limit(`contact-phone:${uid}`, [20, HOUR]);

export async function limitCvDownload(uid: string): Promise<void> {
  await reserveAll([limit(`cv:${uid}`, [30, HOUR])]);
}

/**
 * Messages to Quinn. A person reads each answer before the next question, so even a quick one
 * sends a message every few seconds; a burst of quick replies stays under ten a minute. The
 * conversation id is the browser's own, so a script could start a new conversation per message:
 * the per-address limit is what caps what one visitor can cost when a language model answers
 * (each answer a paid call). Thirty in ten minutes is a long, lively chat, or a few people
 * behind one office address; a script from one address gets at most 180 answers an hour.
 */
export const QUINN_CHAT_LIMITS = {
  conversation: [10, MINUTE],
  ip: [30, 10 * MINUTE],
} as const satisfies Record<string, Window>;

/**
 * Counts a message against its address's limit and its conversation's, both at once (a visitor
 * waits on them); past either, `rate-limited` with Quinn's reason, and nothing counted.
 */
export async function limitQuinnChat(
  conversationId: string,
  ip: string,
  reason: string,
): Promise<void> {
  await reserveTogether(
    [
      limit(`quinn-ip:${ip}`, QUINN_CHAT_LIMITS.ip),
      limit(`quinn-conversation:${conversationId}`, QUINN_CHAT_LIMITS.conversation),
    ],
    { reason },
  );
}
