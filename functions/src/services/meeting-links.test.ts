import { describe, expect, it } from 'vitest';
import { meetingToken, meetingTokenIsValid } from './meeting-links';

const KEY = 'test-key';

describe('meeting manage links', () => {
  it('accept the token made for the request', () => {
    expect(meetingTokenIsValid('request-1', meetingToken('request-1', KEY), KEY)).toBe(true);
  });

  it('refuse a token made for another request, with another key, or altered', () => {
    const token = meetingToken('request-1', KEY);
    expect(meetingTokenIsValid('request-2', token, KEY)).toBe(false);
    expect(meetingTokenIsValid('request-1', meetingToken('request-1', 'other-key'), KEY)).toBe(
      false,
    );
    expect(meetingTokenIsValid('request-1', `${token.slice(0, -1)}x`, KEY)).toBe(false);
    expect(meetingTokenIsValid('request-1', '', KEY)).toBe(false);
  });

  it('are URL-safe', () => {
    expect(meetingToken('request-1', KEY)).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
