import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/browser.js';
import { onShutdown } from './lib/lifecycle.js';
import { lighthouseRun, type LighthouseRun } from './lib/lighthouse.js';
import { ROOT } from './lib/project-config.js';
import { run } from './lib/run.js';
import { startStack, type Stack } from './lib/stack.js';
import { formatSpread, spread, type Spread } from './lib/stats.js';
import { MOBILE_PROFILE_DESCRIPTION, timeToTypeableForm } from './lib/typeable-form.js';

/**
 * `npm run bench`: builds, then prints one figure per line — what the home page's first load costs,
 * what the service worker precaches, how soon a visitor landing on `/#contact` can type into the
 * form, and Lighthouse mobile runs of `/` on the Hosting emulator (median and range of RUNS runs
 * each: these machines are shared and noisy). Raw results go to bench-results/.
 */
const RUNS = 5;
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

/** First visits to `/#contact`, one fresh browser context each. */
async function typeableFormRuns(origin: string): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const times: number[] = [];
    for (let index = 0; index < RUNS; index++)
      times.push(await timeToTypeableForm(browser, origin));
    return times;
  } finally {
    await browser.close();
  }
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
    console.log(
      `Timing the contact form on /#contact (${MOBILE_PROFILE_DESCRIPTION}), ${RUNS} runs…`,
    );
    const typeable = spread(await typeableFormRuns(stack.url));
    console.log(`Running Lighthouse (mobile), ${RUNS} runs…`);
    const runs: LighthouseRun[] = [];
    for (let index = 0; index < RUNS; index++) {
      runs.push(
        await lighthouseRun(
          `${stack.url}/`,
          path.join(RESULTS, `lighthouse-home-${index + 1}.json`),
        ),
      );
    }
    const of = (metric: keyof LighthouseRun): Spread => spread(runs.map((r) => r[metric]));

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
    figure(`/#contact form accepts typing (ms, median (range) of ${RUNS})`, formatSpread(typeable));
    console.log(`Lighthouse mobile, median (range) of ${RUNS} runs:`);
    figure('  performance', formatSpread(of('performance')));
    figure('  accessibility', formatSpread(of('accessibility')));
    figure('  best-practices', formatSpread(of('bestPractices')));
    figure('  seo', formatSpread(of('seo')));
    figure('  FCP (ms)', formatSpread(of('fcp')));
    figure('  LCP (ms)', formatSpread(of('lcp')));
    figure('  TBT (ms)', formatSpread(of('tbt')));
    figure('  Speed Index (ms)', formatSpread(of('speedIndex')));
    figure('  CLS', formatSpread(of('cls'), 3));

    // Issue budgets: printed as a table; any miss makes `npm run bench` exit 1.
    const budgets: [string, boolean][] = [
      ['first-load JS <= 150 KB gzip', jsBytes <= 150 * 1024],
      ['no Firebase SDK in the first load', firstLoad.firebase.length === 0],
      ['/#contact form accepts typing <= 1500 ms (median)', typeable.median <= 1500],
      ['Lighthouse performance >= 95 (median)', of('performance').median >= 95],
      ['Lighthouse accessibility = 100 (median)', of('accessibility').median === 100],
      ['Lighthouse best practices = 100 (median)', of('bestPractices').median === 100],
      ['Lighthouse SEO = 100 (median)', of('seo').median === 100],
      ['CLS <= 0.05 (median)', of('cls').median <= 0.05],
    ];
    console.log('');
    for (const [budget, met] of budgets) console.log(`${met ? 'met ' : 'MISS'}  ${budget}`);
    if (budgets.some(([, met]) => !met)) process.exitCode = 1;
    writeFileSync(
      path.join(RESULTS, 'first-load.json'),
      JSON.stringify(
        {
          ...firstLoad,
          jsBytes,
          cssBytes,
          deferredBytes,
          htmlBytes,
          precache,
          precacheBytes,
          typeableFormMs: typeable,
          lighthouse: runs,
        },
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
