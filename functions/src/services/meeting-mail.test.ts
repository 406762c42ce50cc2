import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from './mail';
import { checkMeetingToken } from './meeting-links';
import {
  meetingAcceptedMails,
  meetingCancelledMails,
  meetingRequestedMails,
  type MeetingMailRequest,
} from './meeting-mail';

const KEY = 'unit-test-key';
const END = Date.parse('2026-03-31T08:30:00Z');
const REQUEST: MeetingMailRequest = {
  start: Timestamp.fromMillis(Date.parse('2026-03-31T08:00:00Z')),
  end: Timestamp.fromMillis(END),
  type: 'consulting',
  name: 'Ada Lovelace',
  email: 'typed@elsewhere.example',
  accountEmail: 'ada@example.org',
  company: null,
  description: 'A project.',
  sequence: 0,
};

beforeEach(() => {
  vi.stubEnv('PUBLIC_URL', 'https://site.example');
  vi.stubEnv('MEETING_LINK_SIGNING_KEY', KEY);
  vi.stubEnv('OWNER_EMAIL', 'owner@site.example');
});

const owners = (mails: MailMessage[]) => mails.filter((mail) => mail.to === 'owner@site.example');

describe('meeting request mails', () => {
  it('mail the requester at the account address only; the owner sees both addresses', () => {
    const mails = meetingRequestedMails('request-1', REQUEST);
    expect(mails.map((mail) => mail.to)).toEqual(['owner@site.example', 'ada@example.org']);
    const [owner] = owners(mails);
    expect(owner?.replyTo).toBe('ada@example.org');
    expect(owner?.paragraphs).toContain(
      "From: Ada Lovelace <ada@example.org> (their account's verified address)",
    );
    expect(owner?.paragraphs).toContain(
      'Email given in the request (not verified, not mailed): typed@elsewhere.example',
    );
    expect(JSON.stringify(mails[1])).not.toContain('typed@elsewhere.example');
  });

  it('name one address when the typed one is the account’s', () => {
    const [owner] = meetingRequestedMails('request-1', { ...REQUEST, email: 'ADA@example.org' });
    expect(owner?.paragraphs.filter((line) => line.includes('@'))).toEqual([
      "From: Ada Lovelace <ada@example.org> (their account's verified address)",
    ]);
  });

  it('link to the manage page with the token in the fragment, expiring a day after the end', () => {
    for (const mails of [
      meetingRequestedMails('request-1', REQUEST),
      meetingAcceptedMails('request-1', REQUEST),
    ]) {
      const url = new URL(mails[1]?.action?.url ?? '');
      expect(`${url.origin}${url.pathname}`).toBe('https://site.example/meetings/manage');
      expect([...url.searchParams.keys()]).toEqual(['id']);
      const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
      expect(token.split('.')[0]).toBe(String(END / 1000 + 86_400));
      expect(checkMeetingToken('request-1', token, KEY, END)).toBe('valid');
      expect(checkMeetingToken('request-1', token, KEY, END + 86_400_000)).toBe('expired');
    }
  });

  it('mail only the owner about a request whose account has no verified address', () => {
    const mails = meetingCancelledMails(
      'request-1',
      { ...REQUEST, accountEmail: null },
      'declined',
    );
    expect(mails.map((mail) => mail.to)).toEqual(['owner@site.example']);
    expect(mails[0]?.paragraphs.join('\n')).toContain('so only you were mailed');
  });
});
