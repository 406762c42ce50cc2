import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Functions } from 'firebase/functions';
import { z } from '@shared/zod';
import { INVALID_ANSWER_MESSAGE } from '@/lib/api-client';
import { callable } from './admin-call';

const call = vi.hoisted(() => vi.fn<(request: unknown) => Promise<{ data: unknown }>>());
vi.mock('firebase/functions', () => ({ httpsCallable: () => call }));

const functions = {} as Functions;
const answer = z.object({ items: z.array(z.string()) });

/** What the Functions SDK throws: an Error with a `functions/…` code. */
function functionsError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code: `functions/${code}` });
}

describe('callable', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('answers the parsed data', async () => {
    call.mockResolvedValue({ data: { items: ['a'] } });
    await expect(callable(functions, 'listThings', answer)({})).resolves.toEqual({ items: ['a'] });
  });

  it('says the server could not be reached instead of a bare "internal"', async () => {
    call.mockImplementation(() => Promise.reject(functionsError('internal', 'internal')));
    await expect(callable(functions, 'listThings', answer)({})).rejects.toThrow(
      'The server could not be reached. Please try again.',
    );
  });

  it('passes the server’s own message on', async () => {
    call.mockImplementation(() =>
      Promise.reject(functionsError('permission-denied', 'Only administrators can do this.')),
    );
    await expect(callable(functions, 'listThings', answer)({})).rejects.toThrow(
      'Only administrators can do this.',
    );
  });

  it('refuses an answer that is not what the function promises', async () => {
    call.mockResolvedValue({ data: { items: 'nope' } });
    await expect(callable(functions, 'listThings', answer)({})).rejects.toThrow(
      INVALID_ANSWER_MESSAGE,
    );
  });
});
