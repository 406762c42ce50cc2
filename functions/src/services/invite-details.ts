import { DateTime } from 'luxon';
import { ownerProfile } from './published-content';
import { publicUrl } from '../lib/config';
import type { Invite, InviteMethod } from './calendar-invite';
import { ownerAddress } from './mail';

/** What invitations of meetings and bookings share: the organizer, the host, the time in words. */

/** The site's host name, which makes invitation UIDs globally unique. */
export const inviteHost = (): string => new URL(publicUrl()).hostname;

export const organizer = (): Invite['organizer'] => ({
  name: ownerProfile().name,
  email: ownerAddress(),
});

/** "Mon 30 Nov 2026, 10:00" on the UTC clock: how every mail starts a time. */
const dayAndTime = (ms: number): string =>
  DateTime.fromMillis(ms, { zone: 'utc' }).toFormat('ccc d LLL yyyy, HH:mm');

/** "Tue 31 Mar 2026, 08:00–08:30 UTC": mail text is in UTC, the attachment in each reader's zone. */
export function whenInWords(startMs: number, endMs: number): string {
  const end = DateTime.fromMillis(endMs, { zone: 'utc' });
  return `${dayAndTime(startMs)}–${end.toFormat('HH:mm')} UTC`;
}

/** An instant in words, as mails give them (UTC: the reader's zone is not known). */
export function instantInWords(ms: number): string {
  return `${dayAndTime(ms)} UTC`;
}

/** The line every invitation mail carries about its attachment. */
export const attachmentNote = (method: InviteMethod): string =>
  method === 'CANCEL'
    ? 'The attached update removes it from your calendar.'
    : 'The attached invitation adds it to your calendar in your own time zone.';
