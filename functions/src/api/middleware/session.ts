import type { NextFunction, Request, Response } from 'express';
import type { SessionUser } from '../../shared/auth';
import { SESSION_COOKIE } from '../../lib/config';
import { DomainError } from '../../lib/errors';
import { openSession, type MintedSession, type Session } from '../../services/sessions';

export const NOT_SIGNED_IN_MESSAGE = 'You are not signed in.';

/** The `__session` cookie, the only cookie Firebase Hosting forwards to functions. */
export function sessionCookieOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Secure except on plain-HTTP loopback, where the emulators run (browsers refuse Secure cookies there otherwise). */
function secureAttribute(req: Request): string {
  const loopback = /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(
    req.headers['x-forwarded-host']?.toString() ?? req.headers.host ?? '',
  );
  return loopback && req.protocol === 'http' ? '' : '; Secure';
}

export function setSessionCookie(req: Request, res: Response, session: MintedSession): void {
  res.append(
    'Set-Cookie',
    `${SESSION_COOKIE}=${encodeURIComponent(session.cookie)}; Path=/; Max-Age=${session.maxAgeSeconds}; HttpOnly; SameSite=Lax${secureAttribute(req)}`,
  );
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.append(
    'Set-Cookie',
    `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secureAttribute(req)}`,
  );
}

// The session requireSession found, per response: typed, unlike `res.locals`.
const signedIn = new WeakMap<Response, Session>();

/** The session `requireSession` let through; only for handlers mounted after it. */
export function currentSession(res: Response): Session {
  const session = signedIn.get(res);
  if (!session) throw new Error('currentSession() used on a route without requireSession.');
  return session;
}

/** The user `requireSession` let through; only for handlers mounted after it. */
export function currentUser(res: Response): SessionUser {
  return currentSession(res).user;
}

/**
 * The live session, or a 401 (saying `refusal`) that also clears a cookie that no longer works.
 */
export async function sessionOrRefuse(
  req: Request,
  res: Response,
  refusal = NOT_SIGNED_IN_MESSAGE,
): Promise<Session> {
  const cookie = sessionCookieOf(req);
  const session = await openSession(cookie);
  if (session) return session;
  if (cookie) clearSessionCookie(req, res);
  throw new DomainError('unauthenticated', refusal);
}

/**
 * Requires a live session, refusing without one in the words given (the admin calls say what
 * their callables say); its user is then `currentUser(res)`.
 */
export function sessionRequired(refusal = NOT_SIGNED_IN_MESSAGE) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    signedIn.set(res, await sessionOrRefuse(req, res, refusal));
    next();
  };
}

/** Requires a live session; its user is then `currentUser(res)`. */
export const requireSession = sessionRequired();

/** Settings pages need a verified email; admins are exempt. */
export function requireVerifiedEmail(_req: Request, res: Response, next: NextFunction): void {
  const user = currentUser(res);
  if (!user.emailVerified && !user.isAdmin) {
    throw new DomainError('forbidden', 'Please verify your email to use this.', {
      details: { requiresEmailVerification: true },
    });
  }
  next();
}
