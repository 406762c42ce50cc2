import { rmSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from './lib/demo-accounts.js';
import { onShutdown } from './lib/lifecycle.js';
import { functionsUrl, ROOT } from './lib/project-config.js';
import { run } from './lib/run.js';
import { runSchedulesEvery } from './lib/schedules.js';
import { seedEmulators } from './lib/seed.js';
import { preflight, startStack, type Stack } from './lib/stack.js';

const DATA_DIR = path.join(ROOT, '.emulator-data');
const reset = process.argv.includes('--reset');
const verbose = process.argv.includes('--verbose');
const SCHEDULE_INTERVAL_MS = 60_000;

async function step(title: string, command: string, args: string[]): Promise<void> {
  console.log(`• ${title}`);
  const result = await run(command, args);
  if (result.code !== 0) {
    console.error(result.output);
    throw new Error(`${title} failed.`);
  }
}

let stack: Stack | undefined;
let schedules: { stop: () => void } | undefined;

async function main(): Promise<void> {
  await preflight();
  if (reset) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    console.log('• Starting clean: saved emulator data removed');
  }
  await step('Building the functions', 'npm', ['run', 'build', '-w', 'functions']);
  await step('Building the web app', 'npm', ['run', 'build', '-w', 'web']);

  console.log('• Starting the emulators (Auth, Functions, Firestore, Hosting)…');
  stack = await startStack({
    dataDir: DATA_DIR,
    onOutput: (line) => {
      if (verbose || /error|⚠|warn/i.test(line)) console.log(line);
    },
  });
  onShutdown(async () => {
    schedules?.stop();
    await stack?.stop();
  });
  console.log(`• Firestore emulator: ${stack.firestoreMode.description}`);

  await seedEmulators(stack.config.projectId, stack.env);
  console.log('• Demo data seeded');

  // The emulators run no schedules: the launcher runs them, once a minute.
  schedules = runSchedulesEvery(
    functionsUrl(stack.config),
    stack.config.projectId,
    SCHEDULE_INTERVAL_MS,
    (line) => console.log(line),
  );

  const health = await fetch(`${stack.url}/api/health`)
    .then((response) => response.status)
    .catch(() => 0);
  console.log(`
Portfolio running on the Firebase emulators (project ${stack.config.projectId})

  Open:        ${stack.url}
  API health:  ${stack.url}/api/health (answered ${health})
  Auth:        http://${stack.config.auth.host}:${stack.config.auth.port}
  Firestore:   http://${stack.config.firestore.host}:${stack.config.firestore.port}
  Data kept in ${path.relative(ROOT, DATA_DIR)}/ (npm run reset starts clean)

Demo accounts (emulator only):
${DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(19)} ${a.username.padEnd(15)} ${a.email.padEnd(32)} ${a.password}`).join('\n')}

Press Ctrl-C to stop.`);
}

main().catch(async (error: unknown) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  await stack?.stop();
  process.exit(1);
});
