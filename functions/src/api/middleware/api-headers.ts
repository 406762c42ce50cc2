import type { NextFunction, Request, Response } from 'express';

/** API answers are personal or live: never cached by Hosting's CDN or the browser. */
export function apiHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set({
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  next();
}
