import { describe, expect, it } from 'vitest';
import { apiFailureSchema } from '../../src/shared/api-response';
import { callApi, type ApiAnswer } from '../support/api';

function expectJsonFailure(answer: ApiAnswer, status: number): string {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const body = apiFailureSchema.parse(answer.json);
  expect(body.message.length).toBeGreaterThan(0);
  expect(answer.text).not.toMatch(/\n\s+at |<html/i);
  return body.message;
}

describe('API error contract through Hosting', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const message = expectJsonFailure(await callApi('/api/does-not-exist'), 404);
    expect(message).toBe('There is no API endpoint at /api/does-not-exist.');
  });

  it('answers an unknown nested /api path with 404 JSON, not the app shell', async () => {
    expectJsonFailure(await callApi('/api/a/b/c.html'), 404);
  });

  it('answers a wrong method with 405 JSON and an Allow header', async () => {
    const answer = await callApi('/api/health', { method: 'DELETE' });
    expect(expectJsonFailure(answer, 405)).toBe(
      'DELETE is not allowed on /api/health. Use GET, HEAD.',
    );
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers a malformed JSON body it parses with 400 JSON', async () => {
    const answer = await callApi('/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/merge-patch+json' },
      body: '{"name": "Ada",',
    });
    // 405 would win if the body were fine; the body is checked first, as for every route.
    expect(expectJsonFailure(answer, 400)).toBe('The request body is not valid JSON.');
  });

  it('answers malformed application/json with 400 and no stack trace', async () => {
    // The Functions runtime parses application/json before our code runs (see docs/api-conventions.md).
    const answer = await callApi('/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": "Ada",',
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(/SyntaxError|JSON\.parse|\n\s+at /);
  });

  it('answers a body over 64 KiB with 413 JSON', async () => {
    const answer = await callApi('/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'a'.repeat(65 * 1024) }),
    });
    expect(expectJsonFailure(answer, 413)).toBe(
      'The request body is too large. The limit is 64 KiB.',
    );
  });

  it('accepts a body of exactly 64 KiB as far as size goes', async () => {
    const filler = 'a'.repeat(64 * 1024 - '{"text":""}'.length);
    const answer = await callApi('/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"text":"${filler}"}`,
    });
    expectJsonFailure(answer, 405);
  });

  it('answers a non-JSON body with 415 JSON', async () => {
    const answer = await callApi('/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expectJsonFailure(answer, 415);
  });
});
