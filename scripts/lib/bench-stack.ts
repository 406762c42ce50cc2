import { onShutdown } from './lifecycle.js';
import { run } from './run.js';
import { startStack, type Stack } from './stack.js';

/** Runs `npm <args>` (a build) from the repository root; a failed one throws with its output. */
export async function build(args: string[]): Promise<void> {
  const result = await run('npm', args);
  if (result.code !== 0) throw new Error(`Build failed:\n${result.output}`);
}

/** A clean emulator stack (stopped on Ctrl-C as well) for `measure`, stopped when it is done. */
export async function withStack(measure: (stack: Stack) => Promise<void>): Promise<void> {
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

/** What every benchmark starts with: a build, then `measure` on a clean emulator stack. */
export async function withBuiltStack(measure: (stack: Stack) => Promise<void>): Promise<void> {
  console.log('Building…');
  await build(['run', 'build']);
  await withStack(measure);
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
