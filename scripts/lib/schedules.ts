import { z } from 'zod';

/**
 * Scheduled functions on the Functions emulator, which loads them but never runs them (without a
 * Pub/Sub emulator it only records them). A POST to `/functions/projects/{project}/triggers/{key}`
 * runs one as Cloud Scheduler would and answers once it has finished. `{key}` is the function's
 * id plus a generation that grows each time the emulator reloads the code; the emulator's 404
 * for a key it does not know lists the keys it does.
 */

const backendsSchema = z.object({
  backends: z.array(
    z.object({
      functionTriggers: z.array(z.object({ id: z.string(), schedule: z.unknown().optional() })),
    }),
  ),
});

/** The ids (`region-name`) of the scheduled functions the emulator has loaded. */
export async function scheduledFunctions(functionsUrl: string): Promise<string[]> {
  const response = await fetch(`${functionsUrl}/backends`);
  if (!response.ok) throw new Error(`The Functions emulator answered ${response.status}.`);
  const { backends } = backendsSchema.parse(await response.json());
  return backends.flatMap(({ functionTriggers }) =>
    functionTriggers.filter((trigger) => trigger.schedule !== undefined).map(({ id }) => id),
  );
}

/** Runs the scheduled function `id` (`region-name`) once and resolves when it has finished. */
export async function runSchedule(
  functionsUrl: string,
  projectId: string,
  id: string,
): Promise<void> {
  const triggers = `${functionsUrl}/functions/projects/${projectId}/triggers`;
  const probe = await fetch(`${triggers}/${id}`, { method: 'POST' });
  const listed = (await probe.text()).split(/[\s,:]+/);
  const generations = listed
    .filter((key) => key.startsWith(`${id}-`) && /^\d+$/.test(key.slice(id.length + 1)))
    .sort((a, b) => Number(b.slice(id.length + 1)) - Number(a.slice(id.length + 1)));
  const [key] = generations;
  if (!key) throw new Error(`The Functions emulator has no scheduled function ${id}.`);
  const response = await fetch(`${triggers}/${key}`, { method: 'POST' });
  if (!response.ok)
    throw new Error(`${id} failed on the emulator (${response.status}): ${await response.text()}`);
}

/**
 * Runs every scheduled function the emulator has loaded, every `intervalMs`, as the deployed
 * schedules would (more often than they do, so a lapse shows within a minute locally). A run that
 * fails is reported and the next one tried; `stop()` ends the loop.
 */
export function runSchedulesEvery(
  functionsUrl: string,
  projectId: string,
  intervalMs: number,
  report: (line: string) => void,
): { stop: () => void } {
  let running = false;
  const tick = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      for (const id of await scheduledFunctions(functionsUrl))
        await runSchedule(functionsUrl, projectId, id);
    } catch (error) {
      report(`A scheduled function failed on the emulators: ${String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  void tick();
  return { stop: () => clearInterval(timer) };
}
