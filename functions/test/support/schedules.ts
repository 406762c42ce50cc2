import { projectId } from './emulators';

/** The Functions emulator, as `npm test` exports it. */
const functionsUrl = (): string => process.env.FUNCTIONS_EMULATOR_URL ?? 'http://127.0.0.1:5001';

/**
 * Runs a scheduled function once on the Functions emulator, as Cloud Scheduler would, and resolves
 * when it has finished (the emulator runs no schedules by itself; scripts/lib/schedules.ts says
 * how a trigger key is found).
 */
export async function runSchedule(name: string, region = 'europe-west2'): Promise<void> {
  const id = `${region}-${name}`;
  const triggers = `${functionsUrl()}/functions/projects/${projectId()}/triggers`;
  const listed = (await (await fetch(`${triggers}/${id}`, { method: 'POST' })).text()).split(
    /[\s,:]+/,
  );
  const key = listed
    .filter((entry) => new RegExp(`^${id}-\\d+$`).test(entry))
    .sort((a, b) => Number(b.slice(id.length + 1)) - Number(a.slice(id.length + 1)))[0];
  if (!key) throw new Error(`The Functions emulator has no scheduled function ${id}.`);
  const response = await fetch(`${triggers}/${key}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${id} failed (${response.status}): ${await response.text()}`);
}
