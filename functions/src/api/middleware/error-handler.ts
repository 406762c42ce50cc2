import type { NextFunction, Request, Response } from 'express';
import type { ApiFailure } from '../../shared/api-response';
import { HttpError } from '../../lib/errors';
import { unexpectedError } from '../../lib/logs';

/** Errors raised by Express itself or body parsers carry a status; anything else is our fault. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood. Check the data you sent and try again.',
  413: 'The request body is too large. The limit is 64 KiB.',
  415: 'Send the request body as JSON with the header Content-Type: application/json.',
};

/** The one place an error becomes a response: JSON `{ success: false, message }`, never a stack trace. */
export function errorHandler(
  error: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (res.headersSent) return next(error);
  let status: number;
  let body: ApiFailure & Record<string, unknown>;
  if (error instanceof HttpError) {
    status = error.status;
    body = {
      ...error.extra,
      success: false,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
    if (error.headers) res.set(error.headers);
  } else if (statusOf(error) !== undefined) {
    status = statusOf(error) ?? 400;
    body = { success: false, message: CLIENT_MESSAGES[status] ?? CLIENT_MESSAGES[400] ?? '' };
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
