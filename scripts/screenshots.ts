import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/browser.js';
import { onShutdown } from './lib/lifecycle.js';
import { ROOT } from './lib/project-config.js';
import { run } from './lib/run.js';
import { startStack, type Stack } from './lib/stack.js';

/**
 * `npm run screenshots [-- /path …]`: builds, serves on a clean emulator stack and saves PNGs of each
 * page at 1280 px and 390 px in light and dark to .test-artifacts/screenshots/, to look at.
 */
const OUT = path.join(ROOT, '.test-artifacts/screenshots');
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = pages.length > 0 ? pages : ['/', '/no-such-page'];
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const build = await run('npm', ['run', 'build']);
  if (build.code !== 0) throw new Error(build.output);
  let stack: Stack | undefined;
  const browser = await launchChromium();
  try {
    stack = await startStack({ onOutput: () => undefined });
    onShutdown(stack.stop);
    for (const target of targets) {
      for (const viewport of viewports) {
        for (const colorScheme of ['light', 'dark'] as const) {
          const context = await browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1 });
          const page = await context.newPage();
          await page.goto(`${stack.url}${target}`, { waitUntil: 'networkidle' });
          const name = `${target === '/' ? 'home' : target.slice(1).replaceAll('/', '_')}-${viewport.name}-${colorScheme}.png`;
          await page.screenshot({ path: path.join(OUT, name), fullPage: true });
          console.log(path.relative(ROOT, path.join(OUT, name)));
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
