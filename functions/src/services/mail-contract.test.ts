import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveredMail, readAsExtension } from '../../test/support/mail-extension';
import {
  alreadyRegisteredMail,
  emailChangedMail,
  passwordResetMail,
  twoFactorLockedMail,
  verificationMail,
} from './account-mail';
import {
  bookingCancelledMails,
  bookingConfirmedMails,
  holdLapsedMails,
  paidButSlotLostMails,
  paymentReceivedMails,
  type BookingMailBooking,
} from './booking-mail';
import { contactMails } from './contact';
import { endorsementMails } from './endorsements';
import { mailDocument, type MailMessage } from './mail';
import {
  meetingAcceptedMails,
  meetingCancelledMails,
  meetingRequestedMails,
  type MeetingMailRequest,
} from './meeting-mail';
import { issueMail, welcomeMail } from './newsletter';
import { accessCodeMail } from './project-access';
import { inquiryMails } from './project-inquiry';
import { signInLinkMail } from './sign-in-links';

beforeEach(() => {
  vi.stubEnv('PUBLIC_URL', 'https://site.example');
  vi.stubEnv('OWNER_EMAIL', 'owner@site.example');
  vi.stubEnv('MEETING_LINK_SIGNING_KEY', 'unit-test-key');
  vi.stubEnv('UNSUBSCRIBE_SIGNING_KEY', 'unit-test-unsubscribe-key');
});

const START = Timestamp.fromMillis(Date.parse('2026-03-31T08:00:00Z'));
const END = Timestamp.fromMillis(Date.parse('2026-03-31T09:00:00Z'));
const BOOKING: BookingMailBooking = {
  serviceName: 'Technical Deep Dive',
  amount: 200,
  currency: 'GBP',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  company: 'Analytical Engines',
  description: 'Architecture review',
  start: START,
  end: END,
  sequence: 0,
};
const MEETING: MeetingMailRequest = {
  start: START,
  end: END,
  type: 'consulting',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  accountEmail: 'ada@example.org',
  company: null,
  description: 'A project.',
  sequence: 0,
};
const FIREBASE_LINK = 'https://demo.firebaseapp.com/__/auth/action?mode=x&oobCode=the-code';

/** Every kind of mail the product writes, as its builders make it: one entry per kind. */
const MAIL_KINDS: Record<string, () => MailMessage[]> = {
  'email verification': () => [verificationMail('ada@example.org', FIREBASE_LINK)],
  'password reset': () => [passwordResetMail('ada@example.org', FIREBASE_LINK)],
  'already registered': () => [alreadyRegisteredMail('ada@example.org')],
  'email changed': () => [emailChangedMail('old@example.org', 'ada', 'ada@example.org')],
  'two-factor locked': () => [twoFactorLockedMail('ada@example.org')],
  'sign-in link': () => [signInLinkMail('ada@example.org', 'a-code')],
  'project access code': () => [accessCodeMail('ada@example.org', '123456')],
  'contact message: owner notice and confirmation': () =>
    contactMails({
      name: 'Ada',
      email: 'ada@example.org',
      subject: 'A question',
      message: 'Hello there, a question.',
    }),
  'project inquiry: owner notice and confirmation': () =>
    inquiryMails({
      category: 'ai-development',
      title: 'A model',
      description: 'Build one.',
      contactEmail: 'ada@example.org',
      urgency: 'medium',
    }),
  'endorsement: owner notice and confirmation': () =>
    endorsementMails({
      name: 'Ada',
      email: 'ada@example.org',
      skill: 'Leadership',
      relation: 'colleague',
    }),
  'meeting requested (.ics)': () => meetingRequestedMails('meeting-1', MEETING),
  'meeting accepted (.ics)': () => meetingAcceptedMails('meeting-1', MEETING),
  'meeting declined (.ics)': () => meetingCancelledMails('meeting-1', MEETING, 'declined'),
  'meeting cancelled (.ics)': () => meetingCancelledMails('meeting-1', MEETING, 'cancelled'),
  'payment received': () => paymentReceivedMails(BOOKING, Date.parse('2026-03-30T12:00:00Z')),
  'booking confirmed (.ics)': () => bookingConfirmedMails('booking-1', BOOKING),
  'booking cancelled (.ics)': () =>
    bookingCancelledMails('booking-1', { ...BOOKING, sequence: 1 }, true, 'cancelled'),
  'booking cancelled, payment rejected': () =>
    bookingCancelledMails('booking-1', BOOKING, false, 'payment-rejected'),
  'verification hold lapsed': () => holdLapsedMails(BOOKING),
  'paid, but the slot was lost': () => paidButSlotLostMails(BOOKING),
  'newsletter confirmation': () => [welcomeMail('reader@example.org')],
  'newsletter issue': () => [
    issueMail('reader@example.org', { subject: 'Spring news', body: 'One.\n\nTwo.' }),
  ],
};

describe('every mail the product writes, read as the Trigger Email extension reads it', () => {
  for (const [kind, build] of Object.entries(MAIL_KINDS)) {
    it(`${kind}: nothing is dropped`, () => {
      for (const message of build()) {
        const delivered = deliveredMail(mailDocument(message));
        expect(delivered.to).toBe(message.to);
        expect(delivered.subject).toBe(message.subject);
        expect(delivered.text).toContain(message.paragraphs[0]);
        expect(delivered.html).toBeTruthy();
        expect(delivered.replyTo).toBe(message.replyTo);
        expect(delivered.headers).toEqual(message.headers);
        expect(delivered.attachments ?? []).toEqual(message.attachments ?? []);
      }
    });
  }

  it('owner notices reach the owner with the visitor as the reply address', () => {
    const [notice] = MAIL_KINDS['contact message: owner notice and confirmation']?.() ?? [];
    const delivered = deliveredMail(mailDocument(notice as MailMessage));
    expect(delivered).toMatchObject({ to: 'owner@site.example', replyTo: 'ada@example.org' });
  });

  it('meeting and booking mails carry their calendar invitation as an attachment', () => {
    for (const kind of Object.keys(MAIL_KINDS).filter((name) => name.endsWith('(.ics)'))) {
      for (const message of MAIL_KINDS[kind]?.() ?? []) {
        const { attachments = [] } = deliveredMail(mailDocument(message));
        expect(attachments.map((file) => file.contentType).join(), kind).toMatch(/text\/calendar/);
        expect(attachments[0]?.content, kind).toContain('BEGIN:VCALENDAR');
      }
    }
  });

  it.each(['newsletter confirmation', 'newsletter issue'])(
    '%s: one-click and mailto List-Unsubscribe at the top level',
    (kind) => {
      const [message] = MAIL_KINDS[kind]?.() ?? [];
      const { headers } = deliveredMail(mailDocument(message as MailMessage));
      const links = [...(headers?.['List-Unsubscribe'] ?? '').matchAll(/<([^>]+)>/g)].map(
        (match) => match[1] ?? '',
      );
      expect(links.find((link) => link.startsWith('mailto:'))).toMatch(
        /^mailto:owner@site\.example\?subject=Unsubscribe%20reader%40example\.org$/,
      );
      const oneClick = new URL(links.find((link) => link.startsWith('https:')) ?? '');
      expect(oneClick.origin + oneClick.pathname).toBe(
        'https://site.example/api/newsletter/unsubscribe',
      );
      expect(oneClick.searchParams.get('email')).toBe('reader@example.org');
      expect(oneClick.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    },
  );
});

describe('the extension reader', () => {
  it('reports what the extension would drop: headers inside message, unknown fields', () => {
    const { dropped } = readAsExtension({
      to: 'a@example.org',
      message: { subject: 'Hi', text: 'Hello', headers: { 'List-Unsubscribe': '<x>' } },
      cc_list: ['b@example.org'],
      createdAt: 'now',
    });
    expect(dropped).toEqual(['cc_list', 'message.headers']);
  });

  it('refuses what the extension refuses: no recipient, no subject, neither text nor html', () => {
    expect(() => readAsExtension({ message: { subject: 'Hi', text: 'x' } })).toThrow();
    expect(() => readAsExtension({ to: 'a@example.org', message: { text: 'x' } })).toThrow();
    expect(() => readAsExtension({ to: 'a@example.org', message: { subject: 'Hi' } })).toThrow();
  });
});
