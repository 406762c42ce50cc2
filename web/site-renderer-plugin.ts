import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Where the site function finds its renderer and the build's page templates: inside the functions'
 * folder, so they deploy with it. A second build (CI's production one) names its own folder.
 */
export function rendererDir(): string {
  return (
    process.env.SITE_RENDERER_DIR ??
    fileURLToPath(new URL('../functions/site-renderer', import.meta.url))
  );
}

export function writeRendererFile(name: string, text: string): void {
  const file = path.join(rendererDir(), name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * The service worker's registration is a part loaded after everything in the browser, which the
 * renderer never draws; it has no module here (the PWA plugin makes it for the browser's build).
 */
const serverlessWorkerRegistration: Plugin = {
  name: 'portfolio-site-renderer-no-worker',
  resolveId: (id) => (id.startsWith('virtual:pwa-') ? `\0${id}` : undefined),
  load: (id) =>
    id.startsWith('\0virtual:pwa-')
      ? 'export function useRegisterSW() { throw new Error("No service worker on the server"); }'
      : undefined,
};

/**
 * Builds `src/server/site-renderer.tsx` for Node once the app is built: one self-contained module
 * (React, MUI and Emotion inside, as the functions' own dependencies do not carry them), with the
 * app's aliases, mode and defines, so it draws exactly what the browser hydrates.
 */
export function siteRendererPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portfolio-site-renderer',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config.build.ssr) return;
      rmSync(rendererDir(), { recursive: true, force: true });
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await build({
        configFile: false,
        root: config.root,
        publicDir: false,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        define: config.define,
        resolve: { alias: config.resolve.alias },
        plugins: [react(), serverlessWorkerRegistration],
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/server/site-renderer.tsx',
          outDir: rendererDir(),
          emptyOutDir: false,
          target: 'node22',
          minify: false,
          rolldownOptions: {
            output: {
              // .mjs: the functions' package is CommonJS, so Node reads a .js file there as CommonJS.
              entryFileNames: 'renderer.mjs',
              chunkFileNames: 'chunks/[name]-[hash].mjs',
              format: 'es',
              // Libraries' comments name example addresses (`127.0.0.1:9999`), which the
              // deploy check would read as an emulator's; the server needs none of them.
              comments: false,
            },
          },
        },
      });
    },
  };
}
