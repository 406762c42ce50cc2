import { describe, expect, it, vi } from 'vitest';
import { healthCheckFailed, unexpectedError } from './logs';

// The logger keeps the console method it found when it was loaded, so the spy goes in first
// (vi.hoisted runs before the imports).
const written = vi.hoisted(() => {
  const lines: string[] = [];
  const keep = (line: unknown) => void lines.push(String(line));
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  return lines;
});

function lastEntry(): Record<string, unknown> {
  const entry: unknown = JSON.parse(written.at(-1) ?? '{}');
  return typeof entry === 'object' && entry !== null ? { ...entry } : {};
}

describe('log entries', () => {
  it('keep the cause of a 500: the error’s message, stack and cause', () => {
    const cause = new Error('Deadline exceeded');
    unexpectedError(
      'POST /api/contact',
      new Error('Value for argument "documentPath" must point to a document', { cause }),
    );
    const entry = lastEntry();
    expect(entry.severity).toBe('ERROR');
    expect(entry.message).toContain('Unexpected error in POST /api/contact:');
    expect(entry.message).toContain('must point to a document');
    expect(entry.message).toMatch(/\n\s+at /);
    expect(entry.message).toContain('Deadline exceeded');
  });

  it('keep what was thrown when it was not an Error', () => {
    unexpectedError('GET /api/health', 'plain string');
    expect(lastEntry().message).toContain('Unexpected error in GET /api/health: plain string');
  });

  it('keep a failed health check’s reason next to the line', () => {
    healthCheckFailed('firestore', 'timed out after 3000 ms');
    expect(lastEntry()).toMatchObject({
      severity: 'WARNING',
      message: 'Health check failed for firestore',
      reason: 'timed out after 3000 ms',
    });
  });
});
