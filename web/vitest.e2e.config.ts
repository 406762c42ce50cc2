import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end: a real Chromium against the built app on the Hosting emulator that `npm test` starts.
export default defineConfig({
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll waits for the browser (a hydration, a write's answer); 1 s, the default, is less
    // than a busy two-core machine needs for some of them.
    expect: { poll: { timeout: 15_000 } },
  },
});
