import { keptUntilFailed } from './kept-until-failed';
import { nextTask } from './parts/page-load';

/**
 * zod's own code, evaluated in a task of its own. A shared module builds its schemas when it is
 * first imported, so code that brings schemas (the session's answer, a signed-in page's reads)
 * waits for this first: evaluating zod and building the schemas are then two tasks, not one long
 * one. Not kept when zod could not be fetched: the next caller tries again.
 */
export const loadZod: () => Promise<void> = keptUntilFailed(async () => {
  await import('./zod-code');
  await nextTask();
});
