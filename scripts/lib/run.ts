import { spawn } from 'node:child_process';
import { ROOT } from './project-config.js';

export interface RunResult {
  code: number;
  output: string;
}

/** Runs a command from the repository root; output is streamed when `echo` is set and always kept. */
export function run(
  command: string,
  args: string[],
  options: { echo?: boolean; env?: Record<string, string>; cwd?: string } = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => resolve({ code: 127, output: `${output}${String(error)}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
