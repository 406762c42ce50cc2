import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MEETING_LINK_GRACE_SECONDS,
  checkMeetingToken,
  meetingLinkExpiry,
  meetingToken,
} from './meeting-links';

const KEY = 'test-key';
const NOW = Date.parse('2026-03-31T12:00:00Z');
const LATER = NOW / 1000 + 3600;

describe('meeting manage links', () => {
  it('carry their expiry in unix seconds: a day after the meeting ends', () => {
    const end = Date.parse('2026-04-02T09:30:00Z');
    expect(meetingLinkExpiry(end)).toBe(end / 1000 + MEETING_LINK_GRACE_SECONDS);
    const token = meetingToken('request-1', meetingLinkExpiry(end), KEY);
    expect(token.split('.')[0]).toBe(String(Date.parse('2026-04-03T09:30:00Z') / 1000));
  });

  it('accept the token made for the request until it expires, then call it expired', () => {
    const token = meetingToken('request-1', LATER, KEY);
    expect(checkMeetingToken('request-1', token, KEY, NOW)).toBe('valid');
    expect(checkMeetingToken('request-1', token, KEY, LATER * 1000 - 1)).toBe('valid');
    expect(checkMeetingToken('request-1', token, KEY, LATER * 1000)).toBe('expired');
  });

  it('refuse a token for another request, with another key, or altered', () => {
    const token = meetingToken('request-1', LATER, KEY);
    expect(checkMeetingToken('request-2', token, KEY, NOW)).toBe('invalid');
    expect(
      checkMeetingToken('request-1', meetingToken('request-1', LATER, 'other'), KEY, NOW),
    ).toBe('invalid');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(checkMeetingToken('request-1', `${token.slice(0, -1)}${last}`, KEY, NOW)).toBe(
      'invalid',
    );
    expect(checkMeetingToken('request-1', '', KEY, NOW)).toBe('invalid');
  });

  it('refuse a token whose expiry was changed, even to the same time spelt otherwise', () => {
    const expired = meetingToken('request-1', NOW / 1000 - 60, KEY);
    const [, signature] = expired.split('.');
    expect(checkMeetingToken('request-1', expired, KEY, NOW)).toBe('expired');
    expect(checkMeetingToken('request-1', `${LATER}.${signature}`, KEY, NOW)).toBe('invalid');
    expect(checkMeetingToken('request-1', `0${expired}`, KEY, NOW)).toBe('invalid');
  });

  it('refuse a token of the old format (an HMAC of the id alone, no expiry)', () => {
    const old = createHmac('sha256', KEY).update('meeting-manage:request-1').digest('base64url');
    expect(checkMeetingToken('request-1', old, KEY, NOW)).toBe('invalid');
  });

  it('are URL-safe', () => {
    expect(meetingToken('request-1', LATER, KEY)).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
  });
});
