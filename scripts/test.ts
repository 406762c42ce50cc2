import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { onShutdown } from './lib/lifecycle.js';
import { optionValue } from './lib/options.js';
import { ROOT } from './lib/project-config.js';
import { run } from './lib/run.js';
import { seedEmulators } from './lib/seed.js';
import { startStack, type Stack } from './lib/stack.js';

/**
 * `npm test`: lint, typecheck, unit tests, then a clean emulator stack for the rules, integration and
 * end-to-end suites. Ends with `N passed, N failed` (tests plus one per check) and a non-zero exit on any failure.
 * `--only=<stage,...>` runs a subset, e.g. `--only=rules,integration` (docs/testing.md names the stages);
 * other words are file filters handed to vitest, e.g. `--only=e2e update` runs `update.e2e.ts` only.
 */
const ARTIFACTS = path.join(ROOT, '.test-artifacts');
const only = optionValue(process.argv, 'only')?.split(',');
const fileFilters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

interface Outcome {
  stage: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}

const outcomes: Outcome[] = [];
const wanted = (stage: string): boolean => !only || only.includes(stage);

async function check(
  stage: string,
  command: string,
  args: string[],
  always = false,
  env: Record<string, string> = {},
): Promise<void> {
  if (!always && !wanted(stage)) return;
  console.log(`\n▶ ${stage}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = await run(command, args, { echo: true, env });
  const ok = result.code === 0;
  outcomes.push({
    stage,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
}

/** Runs one vitest suite; its JSON report gives the counts, a crash without a report counts as a failure. */
async function suite(
  stage: string,
  workspace: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<void> {
  if (!wanted(stage)) return;
  const report = path.join(ARTIFACTS, `${stage}.json`);
  rmSync(report, { force: true });
  console.log(`\n▶ ${stage}`);
  const started = Date.now();
  const result = await run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      ...fileFilters,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    {
      echo: true,
      env: { ...env, FORCE_COLOR: process.env.CI ? '0' : '1' },
      cwd: path.join(ROOT, workspace),
    },
  );
  const seconds = (Date.now() - started) / 1000;
  if (!existsSync(report)) {
    outcomes.push({ stage, passed: 0, failed: 1, skipped: 0, seconds });
    return;
  }
  const counts = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  const crashed = result.code !== 0 && counts.numFailedTests === 0;
  outcomes.push({
    stage,
    passed: counts.numPassedTests,
    failed: counts.numFailedTests + (crashed ? 1 : 0),
    skipped: counts.numPendingTests + counts.numTodoTests,
    seconds,
  });
}

/** What a production build for a real project is given in CI (web/.env.production.local's values). */
const PRODUCTION_ENV = {
  VITE_FIREBASE_API_KEY: 'ci-web-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'portfolio-ci.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'portfolio-ci',
  VITE_FIREBASE_APP_ID: 'ci-app',
  VITE_APP_CHECK_SITE_KEY: 'ci-site-key',
};

/**
 * Only a production build may reach Hosting: one is built (beside the emulator build the other
 * stages use) and passes `npm run check:hosting`, which must refuse the emulator build in
 * web/dist, saying what to run.
 */
async function hostingStage(): Promise<void> {
  if (!wanted('hosting')) return;
  const production = path.join(ARTIFACTS, 'production-dist');
  await check(
    'hosting',
    'npm',
    ['run', 'build:production', '-w', 'web', '--', `--outDir=${production}`, '--emptyOutDir'],
    false,
    // Its renderer beside it: the emulators' site function keeps the emulator build's.
    { ...PRODUCTION_ENV, SITE_RENDERER_DIR: `${production}-site-renderer` },
  );
  await check('hosting', 'npm', [
    'run',
    'check:hosting',
    '--',
    `--dir=${production}`,
    `--renderer=${production}-site-renderer`,
  ]);
  console.log('\n▶ hosting: npm run check:hosting (the emulator build must be refused)');
  const started = Date.now();
  const refused = await run('npm', ['run', 'check:hosting', '--', '--dir=web/dist']);
  const ok = refused.code === 1 && refused.output.includes('was built for the emulators');
  if (!ok) console.log(refused.output);
  outcomes.push({
    stage: 'hosting',
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
  });
}

async function saveRuleCoverage(stack: Stack): Promise<void> {
  const { host, port } = stack.config.firestore;
  const url = `http://${host}:${port}/emulator/v1/projects/${stack.config.projectId}:ruleCoverage.html`;
  const response = await fetch(url).catch(() => undefined);
  if (response?.ok)
    writeFileSync(path.join(ARTIFACTS, 'rule-coverage.html'), await response.text());
}

async function main(): Promise<void> {
  const started = Date.now();
  mkdirSync(ARTIFACTS, { recursive: true });

  await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  await check('format', 'npx', ['prettier', '--check', '.']);
  await check('typecheck', 'npm', ['run', 'typecheck']);
  await suite('unit-scripts', 'scripts', []);
  await suite('unit-functions', 'functions', ['--project', 'unit']);
  await suite('unit-web', 'web', []);

  const emulated = ['rules', 'integration', 'e2e', 'hosting'].filter(wanted);
  if (emulated.length > 0) {
    await check('build', 'npm', ['run', 'build'], true);
    await hostingStage();
    const buildFailed = outcomes.some((outcome) => outcome.stage === 'build' && outcome.failed > 0);
    if (!buildFailed && ['rules', 'integration', 'e2e'].some(wanted)) {
      console.log('\n▶ starting the emulators');
      const log: string[] = [];
      let stack: Stack | undefined;
      try {
        stack = await startStack({ onOutput: (line) => log.push(line) });
        const stopWatching = onShutdown(stack.stop);
        console.log(`  Firestore emulator: ${stack.firestoreMode.description}`);
        await suite('rules', 'functions', ['--project', 'rules'], stack.env);
        await saveRuleCoverage(stack);
        await suite('integration', 'functions', ['--project', 'integration'], stack.env);
        // End-to-end tests sign in with the demo accounts, seeded exactly as `npm start` seeds them.
        if (wanted('e2e')) await seedEmulators(stack.config.projectId, stack.env);
        await suite('e2e', 'web', ['--config', 'vitest.e2e.config.ts'], stack.env);
        stopWatching();
      } catch (error) {
        console.error(String(error));
        outcomes.push({ stage: 'emulators', passed: 0, failed: 1, skipped: 0, seconds: 0 });
      } finally {
        writeFileSync(path.join(ARTIFACTS, 'emulators.log'), log.join('\n'));
        await stack?.stop();
      }
    }
  }

  console.log('\nStage            passed  failed  skipped  seconds');
  for (const o of outcomes) {
    console.log(
      `${o.stage.padEnd(16)} ${String(o.passed).padStart(6)}  ${String(o.failed).padStart(6)}  ${String(o.skipped).padStart(7)}  ${o.seconds.toFixed(1).padStart(7)}`,
    );
  }
  const passed = outcomes.reduce((sum, o) => sum + o.passed, 0);
  const failed = outcomes.reduce((sum, o) => sum + o.failed, 0);
  const skipped = outcomes.reduce((sum, o) => sum + o.skipped, 0);
  console.log(
    `Total time ${((Date.now() - started) / 1000).toFixed(0)} s; emulator log in .test-artifacts/emulators.log`,
  );
  console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
