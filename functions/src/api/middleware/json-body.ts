import type { NextFunction, Request, Response } from 'express';
import { API_BODY_LIMIT_BYTES } from '../../shared/api-response';
import { HttpError } from '../../lib/errors';

const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RequestWithRawBody = Request & { rawBody?: Buffer };

function tooLarge(): HttpError {
  return new HttpError(
    413,
    `The request body is too large. The limit is ${API_BODY_LIMIT_BYTES / 1024} KiB.`,
  );
}

/** Reads the body when no runtime did it first (the Functions runtime buffers it into `rawBody`). */
async function readRawBody(req: RequestWithRawBody): Promise<Buffer> {
  if (req.rawBody) return req.rawBody;
  if (req.readableEnded) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > API_BODY_LIMIT_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Enforces DESIGN §2 on request bodies: at most 64 KiB, JSON only, parsed or a 400 that says so.
 * The parsed value replaces `req.body`, whatever the runtime had made of it.
 */
export async function jsonBody(req: Request, _res: Response, next: NextFunction): Promise<void> {
  if (!METHODS_WITH_BODY.has(req.method)) return next();
  const declaredLength = Number(req.headers['content-length'] ?? 0);
  if (declaredLength > API_BODY_LIMIT_BYTES) throw tooLarge();

  const raw = await readRawBody(req as RequestWithRawBody);
  if (raw.length > API_BODY_LIMIT_BYTES) throw tooLarge();
  if (raw.length === 0) {
    req.body = {};
    return next();
  }
  // RFC 8058 one-click unsubscribe: mail clients post `List-Unsubscribe=One-Click` as a form; the
  // address and its token travel in the link's query, so that body carries nothing we read.
  if (req.path === ONE_CLICK_UNSUBSCRIBE_PATH && req.is('application/x-www-form-urlencoded')) {
    req.body = {};
    return next();
  }
  if (!req.is(['application/json', 'application/*+json'])) {
    throw new HttpError(
      415,
      'Send the request body as JSON with the header Content-Type: application/json.',
    );
  }
  try {
    req.body = JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  next();
}
