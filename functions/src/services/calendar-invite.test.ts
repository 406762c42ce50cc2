import { describe, expect, it } from 'vitest';
import { inviteAttachment, inviteText, inviteUid, type Invite } from './calendar-invite';

const invite: Invite = {
  method: 'REQUEST',
  kind: 'meeting',
  id: 'abc123',
  host: 'portfolio.example.com',
  sequence: 0,
  // 31 March 2026 09:00 in London is 08:00 UTC (summer time started on the 29th).
  startMs: Date.UTC(2026, 2, 31, 8, 0),
  endMs: Date.UTC(2026, 2, 31, 8, 30),
  title: 'Consulting meeting with Marcus Ellison',
  description: 'Consulting meeting.',
  confirmed: false,
  organizer: { name: 'Marcus Ellison', email: 'owner@example.com' },
  attendee: 'visitor@example.org',
};

/** The unfolded content lines of an iCalendar text (RFC 5545 §3.1 folds long lines). */
const lines = (text: string): string[] => text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);

describe('calendar invitations', () => {
  it('carry the method, a UID derived from the document id, SEQUENCE and UTC times', () => {
    const text = lines(inviteText(invite));
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toContain('UID:meeting-abc123@portfolio.example.com');
    expect(text).toContain('SEQUENCE:0');
    expect(text).toContain('DTSTART:20260331T080000Z');
    expect(text).toContain('DTEND:20260331T083000Z');
    expect(text).toContain('STATUS:TENTATIVE');
    expect(
      text.some(
        (line) => line.startsWith('ORGANIZER') && line.endsWith(':MAILTO:owner@example.com'),
      ),
    ).toBe(true);
    expect(
      text.some(
        (line) => line.startsWith('ATTENDEE') && line.endsWith(':mailto:visitor@example.org'),
      ),
    ).toBe(true);
  });

  it('keep the UID across updates and say which is newer with SEQUENCE', () => {
    const confirmed = lines(inviteText({ ...invite, sequence: 1, confirmed: true }));
    const cancelled = lines(inviteText({ ...invite, method: 'CANCEL', sequence: 2 }));
    expect(inviteUid(invite)).toBe('meeting-abc123@portfolio.example.com');
    expect(confirmed).toEqual(
      expect.arrayContaining([
        'UID:meeting-abc123@portfolio.example.com',
        'SEQUENCE:1',
        'STATUS:CONFIRMED',
        'METHOD:REQUEST',
      ]),
    );
    expect(cancelled).toEqual(
      expect.arrayContaining([
        'UID:meeting-abc123@portfolio.example.com',
        'SEQUENCE:2',
        'STATUS:CANCELLED',
        'METHOD:CANCEL',
      ]),
    );
  });

  it('give meetings and bookings of the same id different UIDs', () => {
    expect(inviteUid({ ...invite, kind: 'booking' })).not.toBe(inviteUid(invite));
  });

  it('travel as a text/calendar attachment naming its method', () => {
    expect(inviteAttachment(invite)).toMatchObject({
      filename: 'invite.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    const cancel = inviteAttachment({ ...invite, method: 'CANCEL', sequence: 1 });
    expect(cancel.filename).toBe('cancel.ics');
    expect(cancel.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancel.content).toContain('BEGIN:VCALENDAR');
  });
});
