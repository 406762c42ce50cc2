import { ownerProfile } from './published-content';
import {
  contactMessageDocumentSchema,
  type ContactMessage,
  type ContactMessageDocument,
} from '../shared/contact';
import type { Visitor } from '../lib/caller';
import { collectionOf } from '../lib/converters';
import { storeOnce, type Stored } from '../lib/exactly-once';
import { withoutHoneypot } from '../lib/honeypot';
import { admittedPublicWrite } from '../policies/rate-limits';
import { inboxMessage } from './inbox-record';
import { adminPageAction, oneLine, ownerAddress, type MailMessage } from './mail';

/** Send a Message: stored for the admin inbox, announced to the owner, confirmed to the visitor. */

export const contactMessages = () => collectionOf('contactMessages', contactMessageDocumentSchema);

type Message = Omit<ContactMessage, 'website'>;

/**
 * The owner's copy carries everything; the visitor's confirmation carries none of what they typed,
 * as it goes to whatever address they gave: the form cannot send their text from the site.
 */
export function contactMails(message: Message): MailMessage[] {
  return [
    {
      to: ownerAddress(),
      replyTo: message.email,
      subject: `New message: ${oneLine(message.subject)}`,
      paragraphs: [`From: ${message.name} <${message.email}>`, message.message],
      action: adminPageAction('Open the admin inbox'),
    },
    {
      to: message.email,
      subject: 'Thank you for your message',
      paragraphs: [
        'Hello,',
        'Thank you for getting in touch through my website. I read every message and will reply within 24 hours.',
        'If you did not send a message, you can ignore this email.',
        `— ${ownerProfile().name}`,
      ],
    },
  ];
}

/**
 * Stores a message once (a replay answers like the first call). A filled honeypot is stored as
 * spam and answered like any success, and mails nobody.
 */
export async function sendContactMessage(input: ContactMessage, caller: Visitor): Promise<Stored> {
  const { data, spam } = withoutHoneypot(input);
  return storeOnce<ContactMessageDocument>({
    collection: contactMessages(),
    ...admittedPublicWrite('contact', caller, data.email),
    ...inboxMessage(spam, data, caller.uid, () => contactMails(data)),
  });
}
