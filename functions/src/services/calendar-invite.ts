import { createEvent, type EventAttributes } from 'ics';
import type { MailAttachment } from './mail';

/**
 * Calendar invitations (RFC 5545/5546) as mail attachments, made with the `ics` package. One
 * event keeps one UID for its whole life, derived from the stored document's id, so a calendar
 * that received the invitation applies each later one (a confirmation, a cancellation) to the
 * same entry; SEQUENCE, the document's `sequence`, tells it which is newer. Times are UTC.
 */

export type InviteMethod = 'REQUEST' | 'CANCEL';

export interface Invite {
  method: InviteMethod;
  /** `meeting` or `booking`: part of the UID, so a meeting and a booking never share one. */
  kind: 'meeting' | 'booking';
  /** The stored document's id. */
  id: string;
  /** The site's host name, which makes the UID globally unique. */
  host: string;
  sequence: number;
  startMs: number;
  endMs: number;
  title: string;
  description: string;
  /** TENTATIVE while a request awaits the owner; CONFIRMED once accepted or paid. */
  confirmed: boolean;
  organizer: { name: string; email: string };
  attendee: string;
}

/** The event's UID: the same for every invitation about one request or booking. */
export function inviteUid({ kind, id, host }: Pick<Invite, 'kind' | 'id' | 'host'>): string {
  return `${kind}-${id}@${host}`;
}

function statusOf(invite: Invite): NonNullable<EventAttributes['status']> {
  if (invite.method === 'CANCEL') return 'CANCELLED';
  return invite.confirmed ? 'CONFIRMED' : 'TENTATIVE';
}

/** The iCalendar text of an invitation. */
export function inviteText(invite: Invite): string {
  const { error, value } = createEvent({
    productId: 'portfolio/bookings',
    method: invite.method,
    uid: inviteUid(invite),
    sequence: invite.sequence,
    start: invite.startMs,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: invite.endMs,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: invite.title,
    description: invite.description,
    status: statusOf(invite),
    organizer: invite.organizer,
    // The address stands in for a name: a name someone typed never goes into a mail to another.
    attendees: [
      {
        name: invite.attendee,
        email: invite.attendee,
        rsvp: invite.method === 'REQUEST',
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw new Error(`Could not build an invitation: ${String(error)}`);
  return value;
}

/** The invitation as a mail attachment, typed so mail clients offer to add it to the calendar. */
export function inviteAttachment(invite: Invite): MailAttachment {
  return {
    filename: invite.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content: inviteText(invite),
    contentType: `text/calendar; charset=utf-8; method=${invite.method}`,
  };
}
