import { ownerProfile, publishedSiteNow } from './published-content';
import type { MeetingRequestDocument } from '../shared/meetings';
import { inviteAttachment, type InviteMethod } from './calendar-invite';
import { attachmentNote, inviteHost, organizer, whenInWords } from './invite-details';
import { meetingManageUrl } from './meeting-links';
import { adminPageAction, oneLine, ownerAddress, type MailMessage } from './mail';

/**
 * The mails of a meeting request's life, each with its calendar invitation. The owner's copy
 * carries what the requester typed; the requester's goes only to their account's verified
 * address, never to the one typed into the form (which could be anyone's), and carries only our
 * own text.
 */

export type MeetingMailRequest = Pick<
  MeetingRequestDocument,
  'start' | 'end' | 'type' | 'name' | 'email' | 'company' | 'description' | 'sequence'
> & {
  /** The requester's verified account address; null: nobody to mail but the owner. */
  accountEmail: string | null;
};

const typeLabel = (type: string): string =>
  publishedSiteNow()['meeting-types'].meetingTypes.find((entry) => entry.id === type)?.label ??
  type;

/** What one step of a request's life mails: the owner's subject, and the requester's words. */
interface MeetingStep {
  ownerSubject: string;
  subject: string;
  /** `{when}` stands for the meeting's time in words. */
  paragraphs: string[];
  method: InviteMethod;
  confirmed: boolean;
}

/**
 * The request's calendar invitation, as one step of its life sends it. Its attendee is the
 * address the requester's mail goes to: a calendar that sends updates to attendees must not
 * send them to an address nobody proved (a request stored before accounts' addresses were kept
 * names the typed one, as its earlier invitations did).
 */
function invite(id: string, request: MeetingMailRequest, step: MeetingStep, description: string) {
  const { method, confirmed } = step;
  return inviteAttachment({
    method,
    kind: 'meeting',
    id,
    host: inviteHost(),
    sequence: request.sequence,
    startMs: request.start.toMillis(),
    endMs: request.end.toMillis(),
    title: `${typeLabel(request.type)} meeting with ${ownerProfile().name}`,
    description,
    confirmed,
    organizer: organizer(),
    attendee: request.accountEmail ?? request.email,
  });
}

/**
 * Who asked, as the owner's mail says it: the account's verified address, and the one typed into
 * the form only when it differs, labelled as the requester's own unverified words.
 */
function requesterLines({ name, email, accountEmail, company }: MeetingMailRequest): string[] {
  const from = `From: ${name} <${accountEmail ?? email}>${company ? `, ${company}` : ''}`;
  if (!accountEmail) {
    return [
      `${from} (given in the request, not verified; the account has no verified address, so only you were mailed)`,
    ];
  }
  const typed =
    email.toLowerCase() === accountEmail.toLowerCase()
      ? []
      : [`Email given in the request (not verified, not mailed): ${email}`];
  return [`${from} (their account's verified address)`, ...typed];
}

/** The owner's copy: everything the requester typed, and the invitation. */
function ownerMail(id: string, request: MeetingMailRequest, step: MeetingStep): MailMessage {
  const from = request.accountEmail ?? request.email;
  return {
    to: ownerAddress(),
    replyTo: from,
    subject: `${step.ownerSubject}: ${oneLine(request.name)}, ${whenInWords(request.start.toMillis(), request.end.toMillis())}`,
    paragraphs: [
      `${typeLabel(request.type)} meeting, ${whenInWords(request.start.toMillis(), request.end.toMillis())}.`,
      ...requesterLines(request),
      request.description,
      attachmentNote(step.method),
    ],
    action: adminPageAction('Open meeting requests'),
    attachments: [
      invite(id, request, step, `Meeting request from ${from}. Manage it in the admin area.`),
    ],
  };
}

/** The requester's copy: our text only, the link to cancel or pick another time, the invitation. */
function requesterMail(
  id: string,
  request: MeetingMailRequest,
  step: MeetingStep,
  to: string,
): MailMessage {
  const when = whenInWords(request.start.toMillis(), request.end.toMillis());
  const manage =
    step.method === 'REQUEST' ? meetingManageUrl(id, request.end.toMillis()) : undefined;
  return {
    to,
    subject: step.subject,
    paragraphs: [
      'Hello,',
      ...step.paragraphs.map((paragraph) => paragraph.replace('{when}', when)),
      attachmentNote(step.method),
      `— ${ownerProfile().name}`,
    ],
    ...(manage ? { action: { label: 'Cancel or pick another time', url: manage } } : {}),
    attachments: [
      invite(
        id,
        request,
        step,
        manage
          ? `${typeLabel(request.type)} meeting with ${ownerProfile().name}. To cancel or pick another time: ${manage}`
          : `${typeLabel(request.type)} meeting with ${ownerProfile().name}.`,
      ),
    ],
  };
}

/** The owner's copy and the requester's copy (if they have a verified address) of one step. */
function stepMails(id: string, request: MeetingMailRequest, step: MeetingStep): MailMessage[] {
  const owner = ownerMail(id, request, step);
  if (!request.accountEmail) return [owner];
  return [owner, requesterMail(id, request, step, request.accountEmail)];
}

/** A new request: awaiting the owner's answer (the invitation is tentative). */
export function meetingRequestedMails(id: string, request: MeetingMailRequest): MailMessage[] {
  const type = typeLabel(request.type);
  return stepMails(id, request, {
    ownerSubject: 'Meeting request',
    subject: `Your meeting request: ${type}`,
    paragraphs: [
      `Thank you for requesting a ${type} meeting, {when}. The time is held for you; I will confirm it shortly.`,
      'Need another time? Use the link below to cancel or pick another one.',
    ],
    method: 'REQUEST',
    confirmed: false,
  });
}

/** The owner accepted: the same event, confirmed, with its SEQUENCE bumped. */
export function meetingAcceptedMails(id: string, request: MeetingMailRequest): MailMessage[] {
  const type = typeLabel(request.type);
  return stepMails(id, request, {
    ownerSubject: 'Meeting accepted',
    subject: `Meeting confirmed: ${type}`,
    paragraphs: [
      `Your ${type} meeting, {when}, is confirmed. I look forward to speaking with you.`,
    ],
    method: 'REQUEST',
    confirmed: true,
  });
}

/** Declined by the owner or cancelled by the requester: METHOD:CANCEL, SEQUENCE bumped. */
export function meetingCancelledMails(
  id: string,
  request: MeetingMailRequest,
  why: 'declined' | 'cancelled',
): MailMessage[] {
  const type = typeLabel(request.type);
  const declined = why === 'declined';
  return stepMails(id, request, {
    ownerSubject: declined ? 'Meeting declined' : 'Meeting cancelled',
    subject: declined ? `Meeting request declined: ${type}` : `Meeting cancelled: ${type}`,
    paragraphs: declined
      ? [
          `I am sorry, I cannot make the ${type} meeting you requested, {when}. Please pick another time on my website.`,
        ]
      : [`Your ${type} meeting, {when}, is cancelled. You are welcome to book another time.`],
    method: 'CANCEL',
    confirmed: false,
  });
}
