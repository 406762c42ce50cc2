import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  // The year the prerendered HTML was built in (src/lib/current-year.ts).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [react()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
      // The PWA plugin only exists in real builds; component tests drive a stand-in.
      'virtual:pwa-register/react': src('testing/pwa-register-stub.ts'),
      '@': src(''),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Static CSS that decides what a visitor can see or reach (a faded floating button takes no
    // taps), applied in the tests of the parts it styles; other CSS files load empty.
    css: { include: [/floating-launcher\.css$/] },
  },
});
