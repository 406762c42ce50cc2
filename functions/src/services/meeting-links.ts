import { createHmac } from 'node:crypto';
import { MEETING_MANAGE_PATH } from '../shared/meetings';
import { publicUrl } from '../lib/config';
import { secretsEqual } from '../lib/hashing';
import { meetingLinkSigningKey } from '../lib/secrets';

/**
 * The link in a meeting invitation that cancels the request (or starts picking another time)
 * without signing in: the request's id and an HMAC of it, so it works for that request only and
 * cannot be made for another.
 */

export function meetingToken(id: string, key: string): string {
  return createHmac('sha256', key).update(`meeting-manage:${id}`).digest('base64url');
}

/** Whether `token` was made for the request `id` with `key` (compared in constant time). */
export function meetingTokenIsValid(id: string, token: string, key: string): boolean {
  return secretsEqual(meetingToken(id, key), token);
}

/** The page the invitation links to, on the site's own address (never a request's Host). */
export function meetingManageUrl(id: string): string {
  const query = new URLSearchParams({ id, token: meetingToken(id, meetingLinkSigningKey()) });
  return `${publicUrl()}${MEETING_MANAGE_PATH}?${query.toString()}`;
}

export function meetingLinkIsValid(id: string, token: string): boolean {
  return meetingTokenIsValid(id, token, meetingLinkSigningKey());
}
