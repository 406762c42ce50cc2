import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { Visitor } from '../lib/caller';
import { parseInput } from '../lib/validation';
import { visitorOf } from './caller';
import { requireAppCheck } from './middleware/app-check';
import { replyStored, type StoredAnswer } from './reply';
import { readPublishedSite } from '../services/published-content';

/**
 * A write any visitor may make: App Check first (when required), then the body parsed with the
 * call's shared schema for the handler.
 */
export function publicWrite<S extends z.ZodType>(
  schema: S,
  handle: (input: z.infer<S>, req: Request, res: Response) => Promise<void>,
): RequestHandler[] {
  return [
    requireAppCheck,
    async (req, res) => {
      const input = parseInput(schema, req.body);
      // What it mails is signed with the owner's profile as published (published-content.ts).
      await readPublishedSite();
      await handle(input, req, res);
    },
  ];
}

/**
 * A public write stored exactly once by `store`, answered `201` (the same on a replay). The caller
 * is known by their session when they have one, so their dashboard can list what they sent.
 */
export function storedWrite<S extends z.ZodType>(
  schema: S,
  store: (input: z.infer<S>, caller: Visitor) => Promise<StoredAnswer>,
  message: string,
): RequestHandler[] {
  return publicWrite(schema, async (input, req, res) => {
    replyStored(res, await store(input, await visitorOf(req)), message);
  });
}
