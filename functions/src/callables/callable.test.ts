import type { CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it, vi } from 'vitest';
import { z } from '../shared/zod';
import { DomainError, rateLimited, type DomainErrorKind } from '../lib/errors';
import { adminCallable, toHttpsError } from './callable';

// Whether a session is live is the sessions service's to decide (integration tests run it for
// real); here a token's session is live when the token says so.
vi.mock('../services/sessions', () => ({
  idTokenMayAct: async (token: Record<string, unknown>) => token.sessionId === 'live',
}));

/** A callable request as the Functions runtime hands it over. */
function callFrom(claims: Record<string, unknown> | undefined, data: unknown): CallableRequest {
  const auth = claims ? { uid: 'root', token: claims, rawToken: 'token' } : undefined;
  return { data, auth, rawRequest: {}, acceptsStreaming: false } as unknown as CallableRequest;
}

const decide = adminCallable(
  {
    request: z.object({ id: z.string({ error: 'Which one?' }).min(1, 'Which one?') }),
    response: z.object({ success: z.literal(true), by: z.string() }),
    refusal: 'Only administrators can decide.',
  },
  async ({ id }, adminUid) => {
    if (id === 'gone') throw new DomainError('not-found', 'That one no longer exists.');
    if (id === 'decided') throw new DomainError('failed-precondition', 'Already decided.');
    if (id === 'broken') throw new Error('internal detail');
    return { success: true, by: adminUid };
  },
);

const admin = { role: 'admin', admin: true, sessionId: 'live' };

describe('adminCallable', () => {
  it('answers an admin with the parsed response', async () => {
    await expect(decide.run(callFrom(admin, { id: 'e1' }))).resolves.toEqual({
      success: true,
      by: 'root',
    });
  });

  it('refuses the signed-out and non-admins before reading the data', async () => {
    await expect(decide.run(callFrom(undefined, {}))).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Please sign in.',
    });
    await expect(
      decide.run(callFrom({ role: 'ceo', sessionId: 'live' }, {})),
    ).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Only administrators can decide.',
    });
    // An admin's token without a live session (a sign-in our API did not make) acts for nobody.
    const { sessionId: _live, ...sessionless } = admin;
    await expect(decide.run(callFrom(sessionless, { id: 'e1' }))).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Please sign in.',
    });
  });

  it('reports bad data as invalid-argument with the schema’s message', async () => {
    await expect(decide.run(callFrom(admin, { id: '' }))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Which one?',
      details: { errors: { id: ['Which one?'] } },
    });
  });

  it('reads no data as {} and refuses data that is not an object in words', async () => {
    await expect(decide.run(callFrom(admin, null))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Which one?',
    });
    await expect(decide.run(callFrom(admin, 'e1'))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Send the request as a JSON object.',
    });
  });

  it('maps what the service decided: a missing one is not-found, a decided one failed-precondition', async () => {
    await expect(decide.run(callFrom(admin, { id: 'gone' }))).rejects.toMatchObject({
      code: 'not-found',
      message: 'That one no longer exists.',
    });
    await expect(decide.run(callFrom(admin, { id: 'decided' }))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Already decided.',
    });
  });

  it('lets an unexpected error through for the runtime to hide as internal', async () => {
    await expect(decide.run(callFrom(admin, { id: 'broken' }))).rejects.toThrow('internal detail');
  });
});

describe('toHttpsError', () => {
  it.each<[DomainErrorKind, string]>([
    ['invalid', 'invalid-argument'],
    ['unauthenticated', 'unauthenticated'],
    ['forbidden', 'permission-denied'],
    ['not-found', 'not-found'],
    ['conflict', 'already-exists'],
    ['failed-precondition', 'failed-precondition'],
    ['rate-limited', 'resource-exhausted'],
  ])('maps %s to %s', (kind, code) => {
    const error = toHttpsError(new DomainError(kind, 'Said plainly.'));
    expect(error.code).toBe(code);
    expect(error.message).toBe('Said plainly.');
    expect(error.details).toBeUndefined();
  });

  it('carries field errors and the page’s hints as details', () => {
    expect(toHttpsError(rateLimited(90)).code).toBe('resource-exhausted');
    const error = toHttpsError(
      new DomainError('unauthenticated', 'Expired.', { details: { challengeExpired: true } }),
    );
    expect(error.details).toEqual({ challengeExpired: true });
  });
});
