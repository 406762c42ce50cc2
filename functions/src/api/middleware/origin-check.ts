import type { NextFunction, Request, Response } from 'express';
import { allowedOrigins } from '../../lib/config';
import { HttpError } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated calls: a browser always sends `Origin` on a cross-site
 * POST, so any state-changing call from another site's page is refused. Callers without a browser
 * (no Origin header) carry no victim's cookie and are let through.
 */
export function originCheck(req: Request, _res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
  if (!allowedOrigins().includes(origin)) {
    throw new HttpError(403, 'This request came from another website and was refused.');
  }
  next();
}
