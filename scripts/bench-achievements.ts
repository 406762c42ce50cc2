import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, runBenchmark, withStack } from './lib/bench-stack.js';
import { ROOT } from './lib/project-config.js';

/**
 * `npm run bench:achievements`: the achievements' exactly-once promise under interleavings,
 * driving the real unlock code (web/src/features/achievements: the engine, its local storage,
 * its Firestore writes) in Node, with the Firebase web SDK against the Auth and Firestore
 * emulators and users signed in through our API as the product signs them in.
 *
 * One interleaving: a user, with 0 to 2 achievements the server already holds (some devices
 * know them, some not), and one of five situations, each a seeded random schedule of unlock
 * requests for 1 to 4 ids chosen to collide, a few milliseconds apart, some asked twice:
 * - two tabs of one browser (shared storage, Web Locks, BroadcastChannel; an SDK app each);
 * - two devices of the user (nothing shared but the server), asking at once;
 * - a reload in the middle of an unlock: the tab goes at a random moment (before, during or after
 *   its server write), the reloaded page asks again for some of the same ids;
 * - offline → online: a device that has synced loses its connection before or while its writes
 *   are out (its SDK's requests fail; the answers of those already out are lost, though they may
 *   have landed), unlocks offline, maybe reloads, comes back; then the user's other device asks
 *   for some of the same and other ids;
 * - a visitor playing signed out (every request refused, no progress kept), then signing in
 *   (POST /api/login), perhaps racing the user's other device.
 * It ends with every device online; every device then loads the page again and asks again for
 * every id the server holds. Every document is read before and after; every toast is counted
 * in the tab that showed it (a page that went away shows nothing); every write to each browser's
 * storage is checked. The follow-up (easter_egg_finder) comes after 5 to 60 ms instead of 1.5 s,
 * so that it, too, races the rest.
 *
 * Prints the seed (`--seed N` replays the same schedules; the emulators' timing still varies),
 * the unlock documents written, duplicates, toasts per unlock, unlockedAt values changed and
 * local dates changed; exits 1 unless there are no duplicates, every unlock showed exactly one
 * toast and no date changed. `--interleavings N` (1,000), `--lanes N` (users played at once, 6).
 */

const SIMULATION = path.join(ROOT, 'web/bench/achievements/simulation.ts');

async function main(): Promise<void> {
  console.log('Building the functions…');
  await build(['run', 'build', '-w', 'functions']);
  // Hosting serves web/dist; the bench only calls /api/*, so any build of the web app will do.
  if (!existsSync(path.join(ROOT, 'web/dist/app.html'))) {
    console.log('Building the web app…');
    await build(['run', 'build', '-w', 'web']);
  }
  await withStack(async (stack) => {
    const env = stack.env;
    process.exitCode = await new Promise<number>((resolve, reject) => {
      // The engine's modules use the web app's import aliases (web/tsconfig.json).
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', SIMULATION, ...process.argv.slice(2)],
        {
          cwd: ROOT,
          stdio: 'inherit',
          env: { ...process.env, ...env, TSX_TSCONFIG_PATH: path.join(ROOT, 'web/tsconfig.json') },
        },
      );
      child.once('error', reject);
      child.once('exit', (code) => resolve(code ?? 1));
    });
  });
}

runBenchmark(main);
