import { profile } from '../shared/content/profile';
import {
  PROJECT_BUDGETS,
  PROJECT_CATEGORIES,
  PROJECT_TIMELINES,
  PROJECT_URGENCIES,
  optionLabel,
  type ProjectInquiry,
} from '../shared/project-inquiry';
import { type ContactMessage } from '../shared/contact';
import { type EndorsementSubmission } from '../shared/endorsements';
import { ownerEmail, publicUrl } from '../lib/config';
import type { MailMessage } from './mail';

/** Mail the owner and the visitor get for each kind of submission (Trigger Email's `mail` shape). */

// Visitor text lands in a subject line: no line breaks there, whatever was typed.
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const owner = (): string => ownerEmail(profile.email);
const labelOf = (list: Parameters<typeof optionLabel>[0], id?: string): string =>
  optionLabel(list, id) || '—';

const inbox = () => ({ label: 'Open the admin inbox', url: `${publicUrl()}/admin` });

export function contactMails(message: Omit<ContactMessage, 'website'>): MailMessage[] {
  return [
    {
      to: owner(),
      replyTo: message.email,
      subject: `New message: ${oneLine(message.subject)}`,
      paragraphs: [`From: ${message.name} <${message.email}>`, message.message],
      action: inbox(),
    },
    {
      to: message.email,
      subject: 'Thank you for your message',
      paragraphs: [
        `Hi ${message.name},`,
        `Thank you for getting in touch about "${oneLine(message.subject)}". I read every message and will reply within 24 hours.`,
        `— ${profile.name}`,
      ],
    },
  ];
}

export function inquiryMails(inquiry: Omit<ProjectInquiry, 'website'>): MailMessage[] {
  const details = [
    `Category: ${labelOf(PROJECT_CATEGORIES, inquiry.category)}`,
    `Budget: ${labelOf(PROJECT_BUDGETS, inquiry.budget)}`,
    `Timeline: ${labelOf(PROJECT_TIMELINES, inquiry.timeline)}`,
    `Urgency: ${labelOf(PROJECT_URGENCIES, inquiry.urgency)}`,
  ].join(' · ');
  return [
    {
      to: owner(),
      replyTo: inquiry.contactEmail,
      subject: `New project inquiry: ${oneLine(inquiry.title)}`,
      paragraphs: [
        `From: ${inquiry.contactEmail}`,
        details,
        inquiry.description,
        ...(inquiry.requirements ? [`Requirements: ${inquiry.requirements}`] : []),
      ],
      action: inbox(),
    },
    {
      to: inquiry.contactEmail,
      subject: `Your project inquiry: ${oneLine(inquiry.title)}`,
      paragraphs: [
        'Thank you for sharing your project idea.',
        "Your project inquiry has been received. I'll respond within 24 hours with a detailed proposal.",
        details,
        `— ${profile.name}`,
      ],
    },
  ];
}

export function endorsementMails(
  endorsement: Omit<EndorsementSubmission, 'website'>,
): MailMessage[] {
  return [
    {
      to: owner(),
      subject: `Endorsement to review: ${oneLine(endorsement.skill)} from ${oneLine(endorsement.name)}`,
      paragraphs: [
        `${endorsement.name} (${endorsement.relation}${endorsement.headline ? `, ${endorsement.headline}` : ''}) endorsed "${endorsement.skill}".`,
        'It stays hidden until you approve it.',
      ],
      action: { label: 'Review endorsements', url: `${publicUrl()}/admin` },
    },
    {
      to: endorsement.email,
      subject: `Thank you for endorsing ${oneLine(endorsement.skill)}`,
      paragraphs: [
        `Hi ${endorsement.name},`,
        `Thank you for endorsing "${endorsement.skill}". It has been submitted for review and will appear on the site once approved.`,
        `— ${profile.name}`,
      ],
    },
  ];
}
