import type { NextFunction, Request, Response } from 'express';

/** API answers are personal or live: never cached. `private` also tells Hosting to pass Set-Cookie through. */
export function apiHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set({
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  next();
}
