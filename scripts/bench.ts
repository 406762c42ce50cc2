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
  /** JS the page fetches on purpose once it is ready: sections, overlays, widgets, the background. */
  deferredJs: string[];
}

/** The scripts index.html starts after its first paint (web/boot.js reads these metas). */
function bootScripts(): string[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<meta name="app-(?:entry|preload)" content="([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * What the browser fetches for `/` the first time (no service worker yet). First load is the JS
 * the page needs to become interactive: the scripts index.html boots (entry, home route, their
 * chunks) and anything else requested before the app reports itself ready (`html[data-app-ready]`).
 * What the page asks for after that on purpose (sections hydrating, overlays, widgets) is
 * reported apart, within 3 s.
 */
async function measureFirstLoad(url: string): Promise<FirstLoad> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const css = new Set<string>();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await page.waitForTimeout(3000);
    // The page marks when it became ready; resource timing says when each file was asked for.
    const timings = await page.evaluate(() => ({
      ready: performance.getEntriesByName('app-ready')[0]?.startTime ?? Infinity,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    const js = new Set<string>(bootScripts());
    const deferredJs = new Set<string>();
    for (const resource of timings.resources) {
      const { pathname } = new URL(resource.url);
      if (pathname.endsWith('.css') && resource.start < timings.ready) css.add(pathname);
      if (!pathname.endsWith('.js') || pathname === '/sw.js' || js.has(pathname)) continue;
      (resource.start < timings.ready ? js : deferredJs).add(pathname);
    }
    // The Firebase SDK identifies itself in its bundle; none of it may be on the first load.
    const firebase = [...js].filter(
      (file) =>
        /firebase|reactfire/.test(file) ||
        readFileSync(path.join(DIST, file), 'utf8').includes('@firebase/'),
    );
    return { js: [...js], css: [...css], firebase, deferredJs: [...deferredJs] };
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
      'home JS after ready (gzip, KB)',
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
