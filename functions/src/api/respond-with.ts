import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { parseInput } from '../lib/validation';
import { replyMessage } from './reply';

/**
 * A call that acts and then only has something to say: its body parsed with the call's shared
 * schema, `act` run with the input and the request, and `message` as the answer.
 */
export function respondWith<S extends z.ZodType>(
  schema: S,
  act: (input: z.infer<S>, req: Request) => Promise<void>,
  message: string,
): RequestHandler {
  return async (req, res) => {
    await act(parseInput(schema, req.body), req);
    replyMessage(res, message);
  };
}
