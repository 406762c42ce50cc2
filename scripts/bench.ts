import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from './lib/browser.js';
import { onShutdown } from './lib/lifecycle.js';
import { ROOT } from './lib/project-config.js';
import { run } from './lib/run.js';
import { startStack, type Stack } from './lib/stack.js';

/**
 * `npm run bench`: builds, then prints one figure per line — what the home page's first load costs,
 * what the service worker precaches, and a Lighthouse mobile run of `/` on the Hosting emulator.
 * Raw results go to bench-results/.
 */
const DIST = path.join(ROOT, 'web/dist');
const RESULTS = path.join(ROOT, 'bench-results');
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

function figure(label: string, value: string): void {
  console.log(`${label}: ${value}`);
}

interface FirstLoad {
  js: string[];
  css: string[];
  firebase: string[];
  /** JS the page fetches on purpose once it has loaded: the intro, the status widget, the background. */
  deferredJs: string[];
}

/**
 * What the browser fetches for `/` the first time (no service worker yet). First load is every
 * JS and CSS file requested before the `load` event: the entry, the home route and the sections
 * below the hero (the prerendered HTML preloads them all; hydration needs them). Overlays and
 * widgets the page asks for after `load` on purpose are reported apart, within 3 s after it.
 */
async function measureFirstLoad(url: string): Promise<FirstLoad> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const js = new Set<string>();
    const css = new Set<string>();
    const deferredJs = new Set<string>();
    let loaded = false;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const isJs =
        request.resourceType() === 'script' && pathname.endsWith('.js') && pathname !== '/sw.js';
      if (isJs) (loaded ? deferredJs : js).add(pathname);
      if (!loaded && request.resourceType() === 'stylesheet') css.add(pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    loaded = true;
    await page.waitForTimeout(3000);
    // The Firebase SDK identifies itself in its bundle; none of it may be on the first load.
    const firebase = [...js].filter(
      (file) =>
        /firebase|reactfire/.test(file) ||
        readFileSync(path.join(DIST, file), 'utf8').includes('@firebase/'),
    );
    return {
      js: [...js],
      css: [...css],
      firebase,
      deferredJs: [...deferredJs].filter((f) => !js.has(f)),
    };
  } finally {
    await browser.close();
  }
}

function precacheEntries(): string[] {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

async function lighthouse(url: string): Promise<LighthouseReport> {
  const output = path.join(RESULTS, 'lighthouse-home.json');
  const result = await run(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { CHROME_PATH: CHROMIUM_PATH } },
  );
  if (result.code !== 0) throw new Error(`Lighthouse failed:\n${result.output}`);
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
}

async function main(): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  console.log('Building…');
  const build = await run('npm', ['run', 'build']);
  if (build.code !== 0) throw new Error(`Build failed:\n${build.output}`);

  const precache = precacheEntries();
  const precacheBytes = precache.reduce((sum, url) => sum + statSync(path.join(DIST, url)).size, 0);

  console.log('Starting the emulators…');
  let stack: Stack | undefined;
  try {
    stack = await startStack({ onOutput: () => undefined });
    onShutdown(stack.stop);
    const firstLoad = await measureFirstLoad(`${stack.url}/`);
    const jsBytes = firstLoad.js.reduce((sum, file) => sum + gzipSize(path.join(DIST, file)), 0);
    const cssBytes = firstLoad.css.reduce((sum, file) => sum + gzipSize(path.join(DIST, file)), 0);
    const deferredBytes = firstLoad.deferredJs.reduce(
      (sum, file) => sum + gzipSize(path.join(DIST, file)),
      0,
    );
    const htmlBytes = gzipSize(path.join(DIST, 'index.html'));
    console.log('Running Lighthouse (mobile)…');
    const report = await lighthouse(`${stack.url}/`);
    const score = (id: string): string =>
      String(Math.round((report.categories[id]?.score ?? 0) * 100));
    const audit = (id: string): number => report.audits[id]?.numericValue ?? Number.NaN;

    console.log('');
    figure('home first-load JS (gzip, KB)', `${kb(jsBytes)} in ${firstLoad.js.length} files`);
    figure('home first-load CSS (gzip, KB)', `${kb(cssBytes)} in ${firstLoad.css.length} files`);
    figure('home first-load Firebase SDK files', String(firstLoad.firebase.length));
    figure(
      'home JS after load (gzip, KB)',
      `${kb(deferredBytes)} in ${firstLoad.deferredJs.length} files`,
    );
    figure('home prerendered HTML (gzip, KB)', kb(htmlBytes));
    figure('precache (KB)', `${kb(precacheBytes)} in ${precache.length} entries`);
    figure('lighthouse mobile performance', score('performance'));
    figure('lighthouse mobile accessibility', score('accessibility'));
    figure('lighthouse mobile best-practices', score('best-practices'));
    figure('lighthouse mobile seo', score('seo'));
    figure('LCP (ms)', audit('largest-contentful-paint').toFixed(0));
    figure('TBT (ms)', audit('total-blocking-time').toFixed(0));
    figure('CLS', audit('cumulative-layout-shift').toFixed(3));

    // Issue budgets: printed as a table; any miss makes `npm run bench` exit 1.
    const categoryScore = (id: string): number => Number(score(id));
    const budgets: [string, boolean][] = [
      ['first-load JS <= 150 KB gzip', jsBytes <= 150 * 1024],
      ['no Firebase SDK in the first load', firstLoad.firebase.length === 0],
      ['Lighthouse performance >= 95', categoryScore('performance') >= 95],
      ['Lighthouse accessibility = 100', categoryScore('accessibility') === 100],
      ['Lighthouse best practices = 100', categoryScore('best-practices') === 100],
      ['Lighthouse SEO = 100', categoryScore('seo') === 100],
      ['CLS <= 0.05', audit('cumulative-layout-shift') <= 0.05],
    ];
    console.log('');
    for (const [budget, met] of budgets) console.log(`${met ? 'met ' : 'MISS'}  ${budget}`);
    if (budgets.some(([, met]) => !met)) process.exitCode = 1;
    writeFileSync(
      path.join(RESULTS, 'first-load.json'),
      JSON.stringify(
        { ...firstLoad, jsBytes, cssBytes, deferredBytes, htmlBytes, precache, precacheBytes },
        null,
        2,
      ),
    );
  } finally {
    await stack?.stop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
