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

/** What one step of a request's life mails: the owner's subject, and the requester's words. */
interface MeetingStep {
  ownerSubject: string;
  subject: string;
  /** `{when}` stands for the meeting's time in words. */
  paragraphs: string[];
  method: InviteMethod;
  confirmed: boolean;
}

/** The request's calendar invitation, as one step of its life sends it to the requester. */
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
    title: `${typeLabel(request.type)} meeting with ${profile.name}`,
    description,
    confirmed,
    organizer: organizer(),
    attendee: request.email,
  });
}

/** The owner's copy: everything the requester typed, and the invitation. */
function ownerMail(id: string, request: MeetingMailRequest, step: MeetingStep): MailMessage {
  return {
    to: ownerAddress(),
    replyTo: request.email,
    subject: `${step.ownerSubject}: ${oneLine(request.name)}, ${whenInWords(request.start.toMillis(), request.end.toMillis())}`,
    paragraphs: [
      `${typeLabel(request.type)} meeting, ${whenInWords(request.start.toMillis(), request.end.toMillis())}.`,
      `From: ${request.name} <${request.email}>${request.company ? `, ${request.company}` : ''}`,
      request.description,
      attachmentNote(step.method),
    ],
    action: adminPageAction('Open meeting requests'),
    attachments: [
      invite(
        id,
        request,
        step,
        `Meeting request from ${request.email}. Manage it in the admin area.`,
      ),
    ],
  };
}

/** The requester's copy: our text only, the link to cancel or pick another time, the invitation. */
function requesterMail(id: string, request: MeetingMailRequest, step: MeetingStep): MailMessage {
  const when = whenInWords(request.start.toMillis(), request.end.toMillis());
  const manage = step.method === 'REQUEST' ? meetingManageUrl(id) : undefined;
  return {
    to: request.email,
    subject: step.subject,
    paragraphs: [
      'Hello,',
      ...step.paragraphs.map((paragraph) => paragraph.replace('{when}', when)),
      attachmentNote(step.method),
      `— ${profile.name}`,
    ],
    ...(manage ? { action: { label: 'Cancel or pick another time', url: manage } } : {}),
    attachments: [
      invite(
        id,
        request,
        step,
        manage
          ? `${typeLabel(request.type)} meeting with ${profile.name}. To cancel or pick another time: ${manage}`
          : `${typeLabel(request.type)} meeting with ${profile.name}.`,
      ),
    ],
  };
}

/** The owner's copy and the requester's copy of one step, with the same invitation. */
function stepMails(id: string, request: MeetingMailRequest, step: MeetingStep): MailMessage[] {
  return [ownerMail(id, request, step), requesterMail(id, request, step)];
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
