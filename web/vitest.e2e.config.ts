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
  },
});
