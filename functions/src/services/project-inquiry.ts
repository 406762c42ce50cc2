import { ownerProfile } from './published-content';
import {
  PROJECT_BUDGETS,
  PROJECT_CATEGORIES,
  PROJECT_TIMELINES,
  PROJECT_URGENCIES,
  inquiryDocumentSchema,
  optionLabel,
  type InquiryDocument,
  type ProjectInquiry,
} from '../shared/project-inquiry';
import type { Visitor } from '../lib/caller';
import { collectionOf } from '../lib/converters';
import { storeOnce, type Stored } from '../lib/exactly-once';
import { withoutHoneypot } from '../lib/honeypot';
import { admittedPublicWrite } from '../policies/rate-limits';
import { inboxMessage } from './inbox-record';
import { adminPageAction, oneLine, ownerAddress, type MailMessage } from './mail';

/** The project-idea panel: stored for the admin inbox, announced and confirmed by mail. */

export const inquiries = () => collectionOf('inquiries', inquiryDocumentSchema);

type Inquiry = Omit<ProjectInquiry, 'website' | 'timestamp'>;

/** The inquiry's choices as the owner reads them: labels, '—' where none was given. */
export function inquiryFacts(inquiry: {
  category: string;
  budget?: string | undefined;
  timeline?: string | undefined;
  urgency: string;
}): { label: string; value: string }[] {
  return [
    { label: 'Category', value: optionLabel(PROJECT_CATEGORIES, inquiry.category) || '—' },
    { label: 'Budget', value: optionLabel(PROJECT_BUDGETS, inquiry.budget) || '—' },
    { label: 'Timeline', value: optionLabel(PROJECT_TIMELINES, inquiry.timeline) || '—' },
    { label: 'Urgency', value: optionLabel(PROJECT_URGENCIES, inquiry.urgency) || '—' },
  ];
}

/**
 * The owner's copy carries everything; the visitor's confirmation only our own words and the
 * options they chose from our lists, as it goes to whatever address they gave.
 */
export function inquiryMails(inquiry: Inquiry): MailMessage[] {
  const details = inquiryFacts(inquiry)
    .map(({ label, value }) => `${label}: ${value}`)
    .join(' · ');
  return [
    {
      to: ownerAddress(),
      replyTo: inquiry.contactEmail,
      subject: `New project inquiry: ${oneLine(inquiry.title)}`,
      paragraphs: [
        `From: ${inquiry.contactEmail}`,
        details,
        inquiry.description,
        ...(inquiry.requirements ? [`Requirements: ${inquiry.requirements}`] : []),
      ],
      action: adminPageAction('Open the admin inbox'),
    },
    {
      to: inquiry.contactEmail,
      subject: 'Your project inquiry',
      paragraphs: [
        'Thank you for sharing your project idea.',
        "Your project inquiry has been received. I'll respond within 24 hours with a detailed proposal.",
        details,
        'If you did not send a project inquiry, you can ignore this email.',
        `— ${ownerProfile().name}`,
      ],
    },
  ];
}

/**
 * Stores an inquiry once (a replay answers like the first call), with the visitor's own time of
 * sending as `clientTimestamp`. A filled honeypot is stored as spam, answered alike, mailed to nobody.
 */
export async function sendProjectInquiry(input: ProjectInquiry, caller: Visitor): Promise<Stored> {
  const { data, spam } = withoutHoneypot(input);
  const { timestamp, ...inquiry } = data;
  const fields = { ...inquiry, ...(timestamp ? { clientTimestamp: timestamp } : {}) };
  return storeOnce<InquiryDocument>({
    collection: inquiries(),
    ...admittedPublicWrite('project-inquiry', caller, inquiry.contactEmail),
    ...inboxMessage(spam, fields, caller.uid, () => inquiryMails(inquiry)),
  });
}
