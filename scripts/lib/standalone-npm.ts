import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { standaloneNpmEnv } from './functions-lockfile.js';

// The functions are installed and locked as Cloud Build sees them: alone in a directory of their
// own, with none of this workspace's npm settings.

/**
 * Runs `command` in `cwd` without the workspace's npm settings; returns its output. A failure
 * throws with `what` (the command line unless said) and everything it printed.
 */
export function mustRun(
  command: string,
  args: string[],
  cwd: string,
  what = `${command} ${args.join(' ')}`,
): string {
  const result = spawnSync(command, args, { cwd, env: standaloneNpmEnv(), encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${what} failed:\n${result.error?.message ?? ''}${result.stdout}${result.stderr}`,
    );
  }
  return `${result.stdout}${result.stderr}`;
}

/** Runs `work` in a fresh temporary directory, removed afterwards however `work` ends. */
export function inTempDir<T>(prefix: string, work: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs a script's `main`: an error prints its message and exits 1. */
export function runScript(main: () => void): void {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
