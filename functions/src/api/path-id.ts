import type { Request, RequestHandler } from 'express';
import { isDocumentId } from '../shared/fields';
import { DomainError } from '../lib/errors';

/**
 * Document ids named in a path (`/api/bookings/{id}/cancel`). Express decodes them, so `%2F`
 * arrives as `/`: anything that cannot name a document (a slash, `.`, `..`, `__x__`) is simply
 * not found, before any limit is taken or anything is read (the router checks every declared
 * one first, see `Route.ids`).
 */

/** Answers 404 with the route's own words when a path's id cannot name a document. */
export function checkPathIds(ids: Readonly<Record<string, string>>): RequestHandler {
  return (req, _res, next) => {
    for (const [name, notFound] of Object.entries(ids)) pathDocumentId(req, name, notFound);
    next();
  };
}

/** The id `name` of the path, checked as a document id. */
export function pathDocumentId(req: Request, name: string, notFound: string): string {
  const value = req.params[name];
  if (typeof value !== 'string' || !isDocumentId(value))
    throw new DomainError('not-found', notFound);
  return value;
}
