import { copyFileSync, cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseLockfile } from './lib/functions-lockfile.js';
import { ROOT } from './lib/project-config.js';
import { inTempDir, mustRun, runScript } from './lib/standalone-npm.js';
import { formatSpread, spread } from './lib/stats.js';

/**
 * `npm run bench:functions`: what a deploy of the functions installs and what a cold start pays
 * to load them, measured the way Cloud Build and the runtime see them. In a fresh directory with
 * only functions/package.json, functions/package-lock.json and the built functions/lib, it runs
 * `npm ci --omit=dev --ignore-scripts` (needs the npm registry), then times `require` of the
 * built entry in a new Node process six times; the first run warms the disk cache and is dropped.
 */

const FUNCTIONS = path.join(ROOT, 'functions');
const REQUIRE_RUNS = 6;
const TIME_REQUIRE =
  "const t=process.hrtime.bigint(); require('./lib/index.js'); console.log(Number(process.hrtime.bigint()-t)/1e6)";

function main(): void {
  mustRun('npm', ['run', 'build', '-w', 'functions'], ROOT);
  inTempDir('bench-functions-', (dir) => {
    for (const file of ['package.json', 'package-lock.json']) {
      copyFileSync(path.join(FUNCTIONS, file), path.join(dir, file));
    }
    cpSync(path.join(FUNCTIONS, 'lib'), path.join(dir, 'lib'), { recursive: true });

    const install = mustRun(
      'npm',
      ['ci', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts'],
      dir,
    );
    const added = /added (\d+) packages?/.exec(install)?.[1] ?? '?';
    const lock = parseLockfile(
      JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')),
    );
    const entries = Object.entries(lock.packages).filter(([location]) => location !== '');
    const production = entries.filter(([, entry]) => entry.dev !== true).length;
    const size = mustRun('du', ['-sh', 'node_modules'], dir).split('\t')[0] ?? '?';

    const runs = Array.from({ length: REQUIRE_RUNS }, () =>
      Number(mustRun(process.execPath, ['-e', TIME_REQUIRE], dir).trim()),
    );
    const timed = spread(runs.slice(1));

    console.log(`npm ci --omit=dev: added ${added} packages`);
    console.log(
      `functions/package-lock.json: ${entries.length} entries besides the root (${production} not dev-only)`,
    );
    console.log(`node_modules: ${size}`);
    console.log(
      `require('./lib/index.js'): ${formatSpread(timed, 0)} ms, median (range) of ${REQUIRE_RUNS - 1} runs after a first one dropped`,
    );
  });
}

runScript(main);
