import { describe, expect, it } from 'vitest';
import { isValidPurpose } from './gate-rules';

describe('isValidPurpose (trimmed, longer than 5 characters)', () => {
  it.each([
    ['', false],
    ['hello', false],
    ['   hello   ', false],
    ['\nhello\t', false],
    ['hello!', true],
    ['  Hiring  ', true],
  ])('%j → %s', (purpose, valid) => {
    expect(isValidPurpose(purpose)).toBe(valid);
  });
});
