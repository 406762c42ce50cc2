import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/browser.js';
import { DEMO_ACCOUNTS } from './lib/demo-accounts.js';
import { onShutdown } from './lib/lifecycle.js';
import { ROOT } from './lib/project-config.js';
import { run } from './lib/run.js';
import { seedEmulators } from './lib/seed.js';
import { seedVolumes } from './lib/seed-volumes.js';
import { startStack, type Stack } from './lib/stack.js';

/**
 * `npm run screenshots [-- /path … role:/path …]`: builds, serves on a clean, seeded emulator stack
 * and saves PNGs of each page at 1280 px and 390 px in light and dark to .test-artifacts/screenshots/.
 * `admin:/admin` signs in as that demo role first. `--volumes` seeds the lists with the bench's
 * realistic volumes too (scripts/lib/seed-volumes.ts), to look at pages of rows.
 */
const OUT = path.join(ROOT, '.test-artifacts/screenshots');
const pages = process.argv.slice(2).filter((arg) => /^([a-z_]+:)?\//.test(arg));
const targets =
  pages.length > 0
    ? pages
    : ['/', '/no-such-page', '/auth', 'general_user:/dashboard', 'admin:/admin'];
const withVolumes = process.argv.includes('--volumes');
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
    await seedEmulators(stack.config.projectId, stack.env);
    if (withVolumes) await seedVolumes(stack.config.projectId, stack.env);
    for (const target of targets) {
      const [role, pathname] = target.startsWith('/')
        ? [undefined, target]
        : (target.split(':') as [string, string]);
      const account = DEMO_ACCOUNTS.find((item) => item.role === role);
      for (const viewport of viewports) {
        for (const colorScheme of ['light', 'dark'] as const) {
          const context = await browser.newContext({
            viewport,
            colorScheme,
            deviceScaleFactor: 1,
            baseURL: stack.url,
          });
          if (account) {
            const login = await context.request.post('/api/login', {
              headers: { Origin: stack.url },
              data: { username: account.username, password: account.password },
            });
            if (!login.ok())
              throw new Error(`Could not sign in as ${account.username}: ${await login.text()}`);
            // The page's own sign-in sets this flag (lib/session.ts); an API sign-in must set it too.
            await context.addInitScript({ content: "localStorage.setItem('session-hint', '1')" });
          }
          // The first-visit intro would cover the page being looked at.
          await context.addInitScript({ content: "localStorage.setItem('hasSeenIntro', 'true')" });
          const page = await context.newPage();
          // Not 'networkidle': Firestore keeps a listening connection open on signed-in pages.
          await page.goto(pathname, { waitUntil: 'load' });
          await page.locator('h1').first().waitFor();
          // A signed-in page's frame and its title are painted from the HTML: the page itself is
          // drawn once the session and its code are in, when the frame's spinner goes.
          await page.locator('.ui-spinner').first().waitFor({ state: 'detached', timeout: 30_000 });
          await page.waitForTimeout(1000);
          const slug = pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '_');
          const name = `${role ? `${role}-` : ''}${slug}-${viewport.name}-${colorScheme}.png`;
          await page.screenshot({ path: path.join(OUT, name), fullPage: true });
          // The first screen at full scale, where a long page's full shot is too small to judge.
          const firstScreen = name.replace(/\.png$/, '-first-screen.png');
          await page.screenshot({ path: path.join(OUT, firstScreen) });
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
