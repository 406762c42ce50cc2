import { describe, expect, it } from 'vitest';
import { auditLogFilterSchema } from './audit';
import { RANGE_MESSAGES } from './date-range';

const problems = (input: object): string[] => {
  const result = auditLogFilterSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a list’s date range', () => {
  it('takes a range up to 366 days, and none at all', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ from: '2024-01-01T00:00:00Z', to: '2025-01-01T00:00:00Z' })).toEqual([]);
    expect(problems({ from: new Date(Date.now() - 86_400_000).toISOString() })).toEqual([]);
  });

  it('names the field to change for a range too wide, backwards or open at the start', () => {
    expect(problems({ from: '2024-01-01T00:00:00Z', to: '2025-01-01T00:00:01Z' })).toEqual([
      `to: ${RANGE_MESSAGES.tooWide}`,
    ]);
    expect(problems({ from: '2025-01-02T00:00:00Z', to: '2025-01-01T00:00:00Z' })).toEqual([
      `to: ${RANGE_MESSAGES.backwards}`,
    ]);
    expect(problems({ from: '2025-01-01T00:00:00Z', to: '2025-01-01T00:00:00Z' })).toEqual([
      `to: ${RANGE_MESSAGES.backwards}`,
    ]);
    expect(problems({ to: '2025-01-01T00:00:00Z' })).toEqual([
      `from: ${RANGE_MESSAGES.startMissing}`,
    ]);
    expect(problems({ from: '2015-01-01T00:00:00Z' })).toEqual([`from: ${RANGE_MESSAGES.tooWide}`]);
    expect(problems({ from: '1 Jan 2025' })).toEqual([`from: ${RANGE_MESSAGES.instant}`]);
  });
});
