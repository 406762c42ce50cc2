import type { NextFunction, Request, Response } from 'express';
import type { ApiFailure } from '../../shared/api-response';
import { DomainError, type DomainErrorKind } from '../../lib/errors';
import { unexpectedError } from '../../lib/logs';
import { HttpError } from '../http-error';

/** The one mapping of a service's refusal to an HTTP status. */
const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'failed-precondition': 409,
  'rate-limited': 429,
};

/** Errors raised by Express itself or a runtime's body parser carry a 4xx status; anything else is ours. */
function clientStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood. Check the data you sent and try again.',
  413: 'The request body is too large. The limit is 64 KiB.',
  415: 'Send the request body as JSON with the header Content-Type: application/json.',
};

const FALLBACK_CLIENT_MESSAGE = CLIENT_MESSAGES[400] ?? '';

/** The one place an error becomes a response: JSON `{ success: false, message }`, never a stack trace. */
export function errorHandler(
  error: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (res.headersSent) return next(error);
  let status: number;
  let body: ApiFailure;
  if (error instanceof DomainError) {
    status = STATUS[error.kind];
    body = {
      ...error.details,
      success: false,
      message: error.message,
      ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    };
    if (error.retryAfterSeconds !== undefined)
      res.set('Retry-After', String(error.retryAfterSeconds));
  } else if (error instanceof HttpError) {
    status = error.status;
    body = { success: false, message: error.message };
    if (error.headers) res.set(error.headers);
  } else if (clientStatusOf(error) !== undefined) {
    status = clientStatusOf(error) ?? 400;
    body = { success: false, message: CLIENT_MESSAGES[status] ?? FALLBACK_CLIENT_MESSAGE };
  } else {
    unexpectedError(`${req.method} ${req.path}`, error);
    status = 500;
    body = {
      success: false,
      message: 'Something went wrong on our side. Please try again in a moment.',
    };
  }
  res.status(status).json(body);
}
