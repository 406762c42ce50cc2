import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The slot properties must hold whatever time zone the server process runs in (Cloud Functions
// run in UTC, a developer's machine rarely does). A process's zone is fixed when it starts, so
// the property file runs again in a child process per zone; a failure shows the child's output.

const PROCESS_ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe'];
const PROPERTY_FILE = 'src/services/availability-slots.property.test.ts';
const FUNCTIONS_DIR = path.resolve(__dirname, '../..');
const VITEST = path.join(
  path.dirname(createRequire(__filename).resolve('vitest/package.json')),
  'vitest.mjs',
);

interface ChildRun {
  code: number | null;
  output: string;
}

function runPropertiesWith(zone: string): Promise<ChildRun> {
  // The child is a plain vitest run of one file: none of this worker's VITEST_* variables.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [VITEST, 'run', '--project', 'unit', '--reporter=verbose', PROPERTY_FILE],
      {
        cwd: FUNCTIONS_DIR,
        env: { ...env, TZ: zone, SLOT_PROPERTY_RUNS: '30', NO_COLOR: '1', FORCE_COLOR: '0' },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, output: `${stdout}\n${stderr}` });
      },
    );
  });
}

describe('slot properties under other process time zones', { timeout: 300_000 }, () => {
  it.each(PROCESS_ZONES)('hold with TZ=%s', async (zone) => {
    const { code, output } = await runPropertiesWith(zone);
    expect(code, output.slice(-6000)).toBe(0);
    // The child really ran the properties, including the check of its own zone.
    expect(output).toContain(
      `> the process time zone > is the one this run was started with (TZ=${zone})`,
    );
    expect(output).toMatch(/Tests +15 passed/);
  });
});
