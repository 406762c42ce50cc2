import { keptUntilFailed } from '../kept-until-failed';
import { nextTask } from './next-task';

/**
 * zod's own code, evaluated, then warmed up a step a task (./zod-warm-up-steps.ts). A shared module
 * builds its schemas when it is first imported, so code that brings schemas (the session's
 * answer, a signed-in page's reads) waits for this first, and building them is a short task of
 * its own. Not kept when zod could not be fetched: the next caller tries again.
 */
export const loadZod: () => Promise<void> = keptUntilFailed(async () => {
  const { zodWarmUpSteps } = await import('./zod-warm-up-steps');
  for (const step of zodWarmUpSteps) {
    await nextTask();
    step();
  }
  await nextTask();
});
