import type { Request, Response } from 'express';
import { quinnChatAnswerSchema, quinnChatRequestSchema } from '../../shared/quinn/chat';
import { parseInput } from '../../lib/validation';
import { answerQuinn } from '../../services/quinn';
import { callerOf } from '../caller';
import { requireAppCheck } from '../middleware/app-check';
import { reply } from '../reply';
import type { Route } from '../router';

/**
 * `Server-Timing: app;dur=…`: the handler's own time, limits and Firestore included, so a
 * measurement from outside can tell the function's time from the network's and the emulator's.
 */
function stampTime(res: Response, started: number): void {
  res.set('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
}

async function chat(req: Request, res: Response): Promise<void> {
  const started = performance.now();
  try {
    const response = await answerQuinn(parseInput(quinnChatRequestSchema, req.body), callerOf(req));
    stampTime(res, started);
    reply(res, quinnChatAnswerSchema, { success: true, response });
  } catch (error) {
    stampTime(res, started);
    throw error;
  }
}

export const quinnRoutes: Route[] = [
  { path: '/api/quinn-chat', methods: { POST: [requireAppCheck, chat] } },
];
