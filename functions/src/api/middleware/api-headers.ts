import type { NextFunction, Request, Response } from 'express';

/**
 * API answers are personal or live: never cached. `private` also tells Hosting to pass Set-Cookie
 * through. No `X-Powered-By`: the emulator's runtime (an Express app around ours) sets one before
 * our app runs, so disabling it in our app alone is not enough.
 */
export function apiHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.removeHeader('X-Powered-By');
  res.set({
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  next();
}
