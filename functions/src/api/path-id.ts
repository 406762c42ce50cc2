import type { Request } from 'express';
import { isDocumentId } from '../shared/fields';
import { DomainError } from '../lib/errors';

/**
 * A document id named in the path (`/api/meetings/{id}/cancel`). Express decodes it, so `%2F`
 * arrives as `/`: anything that cannot name a document (a slash, `.`, `..`, `__x__`) is simply
 * not found, before any service sees it.
 */
export function pathDocumentId(req: Request, name: string, notFound: string): string {
  const value = req.params[name];
  if (typeof value !== 'string' || !isDocumentId(value))
    throw new DomainError('not-found', notFound);
  return value;
}
