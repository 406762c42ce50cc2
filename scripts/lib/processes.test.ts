import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { descendants, isAlive, signal, waitForExit } from './processes.js';

describe('process tracking', () => {
  it('finds grandchildren and sees them end', async () => {
    // A shell that starts a sleeping grandchild, like firebase-tools starting Java.
    const shell = spawn('sh', ['-c', 'sleep 30 & wait'], { stdio: 'ignore' });
    const pid = shell.pid as number;
    let found: number[] = [];
    for (let i = 0; i < 50 && found.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      found = descendants(pid);
    }
    expect(found).toHaveLength(1);
    const grandchild = found[0] as number;
    expect(isAlive(grandchild)).toBe(true);

    [pid, grandchild].forEach((p) => signal(p, 'SIGKILL'));
    expect(await waitForExit([pid, grandchild], 5000)).toBe(true);
    expect(descendants(pid)).toEqual([]);
  });
});
