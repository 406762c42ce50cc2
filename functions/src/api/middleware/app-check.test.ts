import type { NextFunction, Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CHECK_REFUSED_MESSAGE } from '../../shared/app-check';
import { requireAppCheck } from './app-check';

const verifyToken = vi.hoisted(() => vi.fn<(token: string) => Promise<unknown>>());
vi.mock('firebase-admin/app-check', () => ({ getAppCheck: () => ({ verifyToken }) }));
vi.mock('../../lib/admin', () => ({ adminApp: () => ({}) }));

function request(token?: string): Request {
  return { get: (name: string) => (name === 'X-Firebase-AppCheck' ? token : undefined) } as Request;
}

async function run(req: Request): Promise<{ passed: boolean; error?: unknown }> {
  const next = vi.fn<() => void>();
  try {
    await requireAppCheck(req, {} as Response, next as unknown as NextFunction);
    return { passed: next.mock.calls.length === 1 };
  } catch (error) {
    return { passed: false, error };
  }
}

describe('requireAppCheck', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    verifyToken.mockReset();
  });

  it('lets everything through while App Check is not required (local emulators)', async () => {
    expect(await run(request())).toEqual({ passed: true });
    expect(verifyToken).not.toHaveBeenCalled();
  });

  it('refuses a call without a token, or with one App Check rejects, once required', async () => {
    vi.stubEnv('APP_CHECK_REQUIRED', 'true');
    const missing = await run(request());
    expect(missing.passed).toBe(false);
    // In words that say what to do: the forms show it as it is.
    expect(missing.error).toMatchObject({ status: 401, message: APP_CHECK_REFUSED_MESSAGE });
    expect(APP_CHECK_REFUSED_MESSAGE).toMatch(/Reload the page and send it again\.$/);

    verifyToken.mockRejectedValue(new Error('invalid'));
    expect((await run(request('forged'))).error).toMatchObject({
      status: 401,
      message: APP_CHECK_REFUSED_MESSAGE,
    });
  });

  it('passes a call whose token App Check verifies', async () => {
    vi.stubEnv('APP_CHECK_REQUIRED', 'true');
    verifyToken.mockResolvedValue({ appId: 'web' });
    expect(await run(request('good'))).toEqual({ passed: true });
    expect(verifyToken).toHaveBeenCalledWith('good');
  });
});
