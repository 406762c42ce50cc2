import { createHmac } from 'node:crypto';
import { MEETING_MANAGE_PATH, meetingTokenSchema } from '../shared/meetings';
import { publicUrl } from '../lib/config';
import { secretsEqual } from '../lib/hashing';
import { meetingLinkSigningKey } from '../lib/secrets';

/**
 * The link in a meeting invitation that cancels the request (or starts picking another time)
 * without signing in. Its token signs the request's id and an expiry, so it works for that
 * request only, cannot be made for another, and stops working a day after the meeting: a mail
 * forwarded or found later is no lasting key to someone's calendar.
 */

/** How long after the meeting's end its link still works (late apologies, a wrong time zone). */
export const MEETING_LINK_GRACE_SECONDS = 24 * 60 * 60;

/** When the link of a meeting ending at `endMs` stops working, in unix seconds. */
export const meetingLinkExpiry = (endMs: number): number =>
  Math.floor(endMs / 1000) + MEETING_LINK_GRACE_SECONDS;

// The expiry is signed as written, so the same time spelt another way ("0…") is not valid either.
function mac(id: string, expiry: string, key: string): string {
  return createHmac('sha256', key).update(`meeting-manage:${id}:${expiry}`).digest('base64url');
}

/** The token for request `id` that works until `expiresAt` (unix seconds): `{expiresAt}.{mac}`. */
export function meetingToken(id: string, expiresAt: number, key: string): string {
  const expiry = String(expiresAt);
  return `${expiry}.${mac(id, expiry, key)}`;
}

export type MeetingTokenCheck = 'valid' | 'expired' | 'invalid';

/**
 * Whether `token` was made for the request `id` with `key` (its MAC compared in constant time),
 * and if so whether it still works at `nowMs`. An expiry changed by hand breaks the MAC, so only
 * a token we made can say "expired"; one of another shape (a link from before they expired) is
 * invalid.
 */
export function checkMeetingToken(
  id: string,
  token: string,
  key: string,
  nowMs: number,
): MeetingTokenCheck {
  if (!meetingTokenSchema.safeParse(token).success) return 'invalid';
  const [expiry = '', given = ''] = token.split('.');
  if (!secretsEqual(mac(id, expiry, key), given)) return 'invalid';
  return nowMs < Number(expiry) * 1000 ? 'valid' : 'expired';
}

/**
 * The page the invitation links to, on the site's own address (never a request's Host). The id
 * stays in the query: it is no secret (the invitation's UID carries it, and every API call names
 * it in its path). The token goes in the fragment, which no browser sends to a server.
 */
export function meetingManageUrl(id: string, endMs: number): string {
  const token = meetingToken(id, meetingLinkExpiry(endMs), meetingLinkSigningKey());
  const query = new URLSearchParams({ id });
  const fragment = new URLSearchParams({ token });
  return `${publicUrl()}${MEETING_MANAGE_PATH}?${query.toString()}#${fragment.toString()}`;
}

/** `checkMeetingToken` with the site's signing key, now. */
export function meetingLinkCheck(id: string, token: string): MeetingTokenCheck {
  return checkMeetingToken(id, token, meetingLinkSigningKey(), Date.now());
}
