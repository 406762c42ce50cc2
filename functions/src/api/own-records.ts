import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { currentUser, requireSession } from './middleware/session';
import { reply } from './reply';

/** The signed-in caller's own records (what their dashboard lists), answered with `schema`. */
export function ownRecords<Body>(
  schema: z.ZodType<unknown, Body>,
  answer: (uid: string) => Promise<Body>,
): RequestHandler[] {
  return [
    requireSession,
    async (_req, res) => {
      reply(res, schema, await answer(currentUser(res).uid));
    },
  ];
}
