import { meetingTypes } from '../shared/content/meeting-types';
import { profile } from '../shared/content/profile';
import type { MeetingRequestDocument } from '../shared/meetings';
import { inviteAttachment, type InviteMethod } from './calendar-invite';
import { attachmentNote, inviteHost, organizer, whenInWords } from './invite-details';
import { meetingManageUrl } from './meeting-links';
import { adminPageAction, oneLine, ownerAddress, type MailMessage } from './mail';

/**
 * The mails of a meeting request's life, each with its calendar invitation. The owner's copy
 * carries what the requester typed; the requester's carries only our own text (the address is
 * whatever they typed, so the form can never send a stranger someone's words from the site).
 */

export type MeetingMailRequest = Pick<
  MeetingRequestDocument,
  'start' | 'end' | 'type' | 'name' | 'email' | 'company' | 'description' | 'sequence'
>;

const typeLabel = (type: string): string =>
  meetingTypes.find((entry) => entry.id === type)?.label ?? type;

function invite(
  id: string,
  request: MeetingMailRequest,
  method: InviteMethod,
  confirmed: boolean,
  description: string,
  attendee: string,
) {
  return inviteAttachment({
    method,
    kind: 'meeting',
    id,
    host: inviteHost(),
    sequence: request.sequence,
    startMs: request.start.toMillis(),
    endMs: request.end.toMillis(),
    title: `${typeLabel(request.type)} meeting with ${profile.name}`,
    description,
    confirmed,
    organizer: organizer(),
    attendee,
  });
}

/** The owner's copy: everything the requester typed, and the invitation. */
function ownerMail(
  id: string,
  request: MeetingMailRequest,
  subject: string,
  method: InviteMethod,
  confirmed: boolean,
): MailMessage {
  return {
    to: ownerAddress(),
    replyTo: request.email,
    subject: `${subject}: ${oneLine(request.name)}, ${whenInWords(request.start.toMillis(), request.end.toMillis())}`,
    paragraphs: [
      `${typeLabel(request.type)} meeting, ${whenInWords(request.start.toMillis(), request.end.toMillis())}.`,
      `From: ${request.name} <${request.email}>${request.company ? `, ${request.company}` : ''}`,
      request.description,
      attachmentNote(method),
    ],
    action: adminPageAction('Open meeting requests'),
    attachments: [
      invite(
        id,
        request,
        method,
        confirmed,
        `Meeting request from ${request.email}. Manage it in the admin area.`,
        request.email,
      ),
    ],
  };
}

/** The requester's copy: our text only, the link to cancel or pick another time, the invitation. */
function requesterMail(
  id: string,
  request: MeetingMailRequest,
  subject: string,
  paragraphs: string[],
  method: InviteMethod,
  confirmed: boolean,
): MailMessage {
  const when = whenInWords(request.start.toMillis(), request.end.toMillis());
  const manage = method === 'REQUEST' ? meetingManageUrl(id) : undefined;
  return {
    to: request.email,
    subject,
    paragraphs: [
      'Hello,',
      ...paragraphs.map((paragraph) => paragraph.replace('{when}', when)),
      attachmentNote(method),
      `— ${profile.name}`,
    ],
    ...(manage ? { action: { label: 'Cancel or pick another time', url: manage } } : {}),
    attachments: [
      invite(
        id,
        request,
        method,
        confirmed,
        manage
          ? `${typeLabel(request.type)} meeting with ${profile.name}. To cancel or pick another time: ${manage}`
          : `${typeLabel(request.type)} meeting with ${profile.name}.`,
        request.email,
      ),
    ],
  };
}

/** A new request: awaiting the owner's answer (the invitation is tentative). */
export function meetingRequestedMails(id: string, request: MeetingMailRequest): MailMessage[] {
  const type = typeLabel(request.type);
  return [
    ownerMail(id, request, 'Meeting request', 'REQUEST', false),
    requesterMail(
      id,
      request,
      `Your meeting request: ${type}`,
      [
        `Thank you for requesting a ${type} meeting, {when}. The time is held for you; I will confirm it shortly.`,
        'Need another time? Use the link below to cancel or pick another one.',
      ],
      'REQUEST',
      false,
    ),
  ];
}

/** The owner accepted: the same event, confirmed, with its SEQUENCE bumped. */
export function meetingAcceptedMails(id: string, request: MeetingMailRequest): MailMessage[] {
  const type = typeLabel(request.type);
  return [
    ownerMail(id, request, 'Meeting accepted', 'REQUEST', true),
    requesterMail(
      id,
      request,
      `Meeting confirmed: ${type}`,
      [`Your ${type} meeting, {when}, is confirmed. I look forward to speaking with you.`],
      'REQUEST',
      true,
    ),
  ];
}

/** Declined by the owner or cancelled by the requester: METHOD:CANCEL, SEQUENCE bumped. */
export function meetingCancelledMails(
  id: string,
  request: MeetingMailRequest,
  why: 'declined' | 'cancelled',
): MailMessage[] {
  const type = typeLabel(request.type);
  return [
    ownerMail(
      id,
      request,
      why === 'declined' ? 'Meeting declined' : 'Meeting cancelled',
      'CANCEL',
      false,
    ),
    requesterMail(
      id,
      request,
      why === 'declined' ? `Meeting request declined: ${type}` : `Meeting cancelled: ${type}`,
      why === 'declined'
        ? [
            `I am sorry, I cannot make the ${type} meeting you requested, {when}. Please pick another time on my website.`,
          ]
        : [`Your ${type} meeting, {when}, is cancelled. You are welcome to book another time.`],
      'CANCEL',
      false,
    ),
  ];
}
