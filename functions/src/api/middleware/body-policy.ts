import type { NextFunction, Request, Response } from 'express';
import { API_BODY_LIMIT_BYTES } from '../../shared/api-response';
import { HttpError } from '../http-error';

/**
 * How a route takes its request body (at most 64 KiB, whatever the policy):
 * - `json`: a JSON object only, parsed, or a 400 that says so; anything else is a 415.
 * - `form`: JSON or an HTML form (`application/x-www-form-urlencoded`, read as strings), for
 *   links mail clients post to (RFC 8058 one-click unsubscribe).
 * - `raw`: the bytes as sent, any type, e.g. for a payment provider's signed webhook.
 * The result replaces `req.body`, whatever a runtime had made of it; an empty body is `{}`
 * (`raw`: an empty Buffer).
 */
export type BodyPolicy = 'json' | 'form' | 'raw';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPES = ['application/json', 'application/*+json'];
const FORM_TYPE = 'application/x-www-form-urlencoded';
const NOT_JSON_MESSAGE =
  'Send the request body as JSON with the header Content-Type: application/json.';
const NOT_AN_OBJECT_MESSAGE = 'Send the request body as a JSON object.';

function tooLarge(): HttpError {
  return new HttpError(
    413,
    `The request body is too large. The limit is ${API_BODY_LIMIT_BYTES / 1024} KiB.`,
  );
}

/** The body's bytes: as the Functions runtime buffered them (`rawBody`), or read here. */
async function readRawBody(req: Request): Promise<Buffer> {
  if ('rawBody' in req && Buffer.isBuffer(req.rawBody)) return req.rawBody;
  if (req.readableEnded) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > API_BODY_LIMIT_BYTES) throw tooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** Every body the API takes is an object of named fields; `null`, `"x"`, `1` or `[]` name none. */
function parseJsonObject(raw: Buffer): object {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, NOT_AN_OBJECT_MESSAGE);
  }
  return parsed;
}

function decode(policy: BodyPolicy, req: Request, raw: Buffer): unknown {
  if (policy === 'raw') return raw;
  if (raw.length === 0) return {};
  if (req.is(JSON_TYPES)) return parseJsonObject(raw);
  if (policy === 'form' && req.is(FORM_TYPE)) {
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  }
  throw new HttpError(415, NOT_JSON_MESSAGE);
}

/** Reads the body of a request to a route by the route's policy. */
export function readBody(policy: BodyPolicy) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    if (!METHODS_WITH_BODY.has(req.method)) return next();
    if (Number(req.headers['content-length'] ?? 0) > API_BODY_LIMIT_BYTES) throw tooLarge();
    const raw = await readRawBody(req);
    if (raw.length > API_BODY_LIMIT_BYTES) throw tooLarge();
    req.body = decode(policy, req, raw);
    next();
  };
}
