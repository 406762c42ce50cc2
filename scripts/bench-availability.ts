import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import {
  availabilityBudgets,
  LEVELS,
  measureComputation,
  measureEndpoint,
  printComputation,
  ROUND_SECONDS,
  ROUNDS,
  type LevelFigures,
} from './lib/availability-figures.js';
import { ROOT } from './lib/project-config.js';
import { seedEmulators } from './lib/seed.js';
import { runBenchmark, withBuiltStack } from './lib/bench-stack.js';

/**
 * `npm run bench:availability` (run it inside a network namespace: it starts the emulators): the
 * availability figures of `npm run bench` (lib/availability-figures.ts) at 1 and 10 connections.
 * Prints the figures and the budgets; exit 1 on a miss. Raw figures go to bench-results/.
 */
const RESULTS = path.join(ROOT, 'bench-results');

async function main(): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  const computation = measureComputation();
  printComputation(computation);

  let levels: LevelFigures[] = [];
  await withBuiltStack(async (stack) => {
    console.log(
      `GET /api/availability through Hosting, warm; median (range) of ${ROUNDS} rounds of ${ROUND_SECONDS} s per level (load average ${loadavg()[0]?.toFixed(1)})`,
    );
    await seedEmulators(stack.config.projectId, stack.env);
    levels = await measureEndpoint(stack, LEVELS);
  });
  const budgets = availabilityBudgets(computation, levels);
  console.log(`\n(load average after: ${loadavg()[0]?.toFixed(1)})`);
  for (const [budget, met] of budgets) console.log(`${met ? 'met ' : 'MISS'}  ${budget}`);
  if (budgets.some(([, met]) => !met)) process.exitCode = 1;
  writeFileSync(
    path.join(RESULTS, 'availability.json'),
    JSON.stringify({ computation, levels }, null, 2),
  );
}

runBenchmark(main);
