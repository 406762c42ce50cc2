import type { NextFunction, Request, Response } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import { adminApp } from '../../lib/admin';
import { appCheckRequired } from '../../lib/config';
import { APP_CHECK_HEADER, APP_CHECK_REFUSED_MESSAGE } from '../../shared/app-check';
import { HttpError } from '../http-error';

/**
 * Public write endpoints accept only calls from our own app when App Check is configured
 * (APP_CHECK_REQUIRED=true, with the web's VITE_APP_CHECK_SITE_KEY set). Off locally: the
 * emulators have no attestation provider.
 */
export async function requireAppCheck(req: Request, _res: Response, next: NextFunction) {
  if (!appCheckRequired()) return next();
  const token = req.get(APP_CHECK_HEADER);
  if (!token) throw new HttpError(401, APP_CHECK_REFUSED_MESSAGE);
  try {
    await getAppCheck(adminApp()).verifyToken(token);
  } catch {
    throw new HttpError(401, APP_CHECK_REFUSED_MESSAGE);
  }
  next();
}
