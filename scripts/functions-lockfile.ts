import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  lockedVersionDrift,
  lockfileProblems,
  parseLockfile,
  parseManifest,
  seedLockfile,
} from './lib/functions-lockfile.js';
import { ROOT } from './lib/project-config.js';
import { inTempDir, mustRun, runScript } from './lib/standalone-npm.js';

/**
 * Writes functions/package-lock.json (`npm run lock:functions`), the lockfile `firebase deploy`
 * uploads with the functions and Cloud Build installs with `npm ci`. Run it after `npm install`
 * changes the root lockfile's functions tree.
 *
 * How: npm itself writes the lockfile, in a temporary directory holding only a copy of
 * functions/package.json (no workspace around it, no .npmrc), with `--package-lock-only` (nothing
 * is downloaded but the registry's metadata) and `--ignore-scripts`. It starts from a lockfile
 * seeded with the root lockfile's packages (see seedLockfile), so it keeps the versions the
 * repository installed and tested, prunes what the functions do not use and resolves afresh only
 * what no longer fits. Pinning the direct dependencies to exact versions instead would leave every
 * transitive one to float to the newest release.
 */

const WORKSPACE = 'functions';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function main(): void {
  const manifestFile = path.join(ROOT, WORKSPACE, 'package.json');
  const target = path.join(ROOT, WORKSPACE, 'package-lock.json');
  const manifest = parseManifest(readJson(manifestFile));
  const root = parseLockfile(readJson(path.join(ROOT, 'package-lock.json')));

  inTempDir('functions-lock-', (dir) => {
    copyFileSync(manifestFile, path.join(dir, 'package.json'));
    writeFileSync(
      path.join(dir, 'package-lock.json'),
      `${JSON.stringify(seedLockfile(root, WORKSPACE, manifest.name), null, 2)}\n`,
    );
    mustRun(
      'npm',
      ['install', '--package-lock-only', '--no-audit', '--no-fund', '--ignore-scripts'],
      dir,
      'npm install --package-lock-only',
    );
    const lock = parseLockfile(readJson(path.join(dir, 'package-lock.json')));

    const problems = lockfileProblems(manifest, lock, root, WORKSPACE);
    if (problems.length > 0)
      throw new Error(`The new lockfile is not in step:\n${problems.join('\n')}`);
    copyFileSync(path.join(dir, 'package-lock.json'), target);

    const drift = lockedVersionDrift(lock, root);
    const count = Object.keys(lock.packages).length - 1;
    console.log(`Wrote ${path.relative(ROOT, target)}: ${count} packages.`);
    console.log(
      drift.length === 0
        ? 'Every version is the one the root lockfile holds.'
        : `Resolved afresh (no longer fitting the root lockfile's): ${drift.join(', ')}`,
    );
  });
}

runScript(main);
