import { onShutdown } from './lifecycle.js';
import { run } from './run.js';
import { startStack, type Stack } from './stack.js';

/**
 * What every benchmark starts with: a build, then a clean emulator stack (stopped on Ctrl-C as
 * well) for `measure`, stopped when it is done.
 */
export async function withBuiltStack(measure: (stack: Stack) => Promise<void>): Promise<void> {
  console.log('Building…');
  const build = await run('npm', ['run', 'build']);
  if (build.code !== 0) throw new Error(`Build failed:\n${build.output}`);
  console.log('Starting the emulators…');
  let stack: Stack | undefined;
  try {
    stack = await startStack({ onOutput: () => undefined });
    onShutdown(stack.stop);
    await measure(stack);
  } finally {
    await stack?.stop();
  }
}

/** Runs a benchmark: its `process.exitCode` is its verdict; an error prints its message, exit 1. */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
