import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { accountOf, pagesToMeasure, type PageUnderTest } from './lib/bench-pages.js';
import { runBenchmark, withBuiltStack } from './lib/bench-stack.js';
import { describeFreshMemory, measureFreshMemory } from './lib/fresh-memory.js';
import { optionValue } from './lib/options.js';
import { seedEmulators } from './lib/seed.js';
import { printVolumes, seedVolumes } from './lib/seed-volumes.js';
import { signedInBrowser, visitorBrowser, type BenchBrowser } from './lib/signed-in-browser.js';
import type { Stack } from './lib/stack.js';
import { describeLoad, formatSpread, spread } from './lib/stats.js';
import { traceTasks, type TraceTasks } from './lib/trace-tasks.js';

/**
 * `npm run bench:tasks [-- --pages=/admin,/dashboard --runs=5 --traces=dir]`: what fills a
 * signed-in page's main thread on its first load, by CPU time. For each page (signed in as
 * `npm run bench` does, browser restarted and caches cleared before each run; `--pages=/,/auth`
 * as a visitor's first visit, on a new profile each run) it records a
 * Chromium trace with JS samples, then prints every task after the first paint that took at
 * least MIN_CPU_MS of the main thread's CPU, with the files its samples fell in, and the blocking
 * time those CPU times make 4 times over (median and range of the runs). A diagnostic, held to
 * no budget: on a machine where `npm run bench` says SLOW, Lighthouse's figures are mostly the
 * machine's, and these are still the page's (docs/first-load.md, "Measuring on a slow
 * machine"). With `--traces=dir`, each run's trace is kept there, for DevTools' Performance
 * panel to open.
 */
const MIN_CPU_MS = 10;
/** How long after `load` a page is traced: its data, its drawing and its after-load parts. */
const SETTLE_MS = 10_000;
/**
 * A page still waiting for its data then (the emulators answer slowly while a loaded machine
 * starts their workers) is looked at once a second until this much more has passed, and traced
 * for LATE_SETTLE_MS after it is drawn.
 */
const LATE_LIMIT_MS = 30_000;
const LATE_SETTLE_MS = 3_000;
const DEBUGGING_PORT = 9336;
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'loading',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

function runsWanted(args: readonly string[]): number {
  const option = optionValue(args, 'runs');
  const runs = option === undefined ? 5 : Number(option);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new Error('Give --runs= a whole number from 1 to 20.');
  return runs;
}

/** The folder `--traces=` names (made if missing), or undefined when traces are not kept. */
function tracesFolder(args: readonly string[]): string | undefined {
  const option = optionValue(args, 'traces');
  if (option === undefined) return undefined;
  const folder = resolve(option);
  mkdirSync(folder, { recursive: true });
  return folder;
}

interface DrawnState {
  ready: boolean;
  busy: string[];
}

/**
 * Whether the page is live, and the cards still waiting for their data. A public page's sections
 * read theirs when scrolled to, so for it (`readsOnLoad` false) being live is enough.
 */
function drawnState(page: Page, readsOnLoad: boolean): Promise<DrawnState> {
  return page.evaluate(
    (watchBusy) => ({
      ready: document.documentElement.hasAttribute('data-app-ready'),
      busy: watchBusy
        ? Array.from(
            document.querySelectorAll('main [aria-busy="true"]'),
            (node) => node.getAttribute('aria-label') ?? node.textContent?.slice(0, 60) ?? '',
          )
        : [],
    }),
    readsOnLoad,
  );
}

const isDrawn = (state: DrawnState): boolean => state.ready && state.busy.length === 0;

async function traceRun(
  browserUnderTest: BenchBrowser,
  url: string,
  keepAs: string | undefined,
  readsOnLoad: boolean,
): Promise<TraceTasks> {
  await browserUnderTest.restart();
  const page = await browserUnderTest.context.newPage();
  const browser = browserUnderTest.context.browser();
  if (!browser) throw new Error('Chromium is not connected.');
  await browser.startTracing(page, { categories: CATEGORIES });
  // Nothing polls the page in its first SETTLE_MS (a wait for a selector runs script in it, which
  // would be counted): it gets a fixed time, then is checked, then once a second if still busy.
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  let state = await drawnState(page, readsOnLoad);
  const late = !isDrawn(state);
  const lateSince = Date.now();
  while (!isDrawn(state) && Date.now() - lateSince < LATE_LIMIT_MS) {
    await page.waitForTimeout(1000);
    state = await drawnState(page, readsOnLoad);
  }
  if (!isDrawn(state))
    throw new Error(
      `${url} was not drawn with its data ${(SETTLE_MS + LATE_LIMIT_MS) / 1000} s after load: ${JSON.stringify(state)}`,
    );
  if (late) {
    console.log(
      `    (drawn ${((Date.now() - lateSince + SETTLE_MS) / 1000).toFixed(0)} s after load)`,
    );
    await page.waitForTimeout(LATE_SETTLE_MS);
  }
  const recorded = await browser.stopTracing();
  if (keepAs) writeFileSync(keepAs, recorded);
  const trace: unknown = JSON.parse(recorded.toString('utf8'));
  await page.close();
  return traceTasks(trace, { minCpuMs: MIN_CPU_MS });
}

function printRun(index: number, result: TraceTasks): void {
  console.log(`  run ${index + 1}: CPU blocking time ${result.blockingMs.toFixed(0)} ms`);
  for (const task of result.tasks) {
    const files = task.files
      .slice(0, 3)
      .map(([file, ms]) => `${file} ${ms.toFixed(1)}`)
      .join(', ');
    console.log(
      `    at ${task.at.toFixed(0)} ms: CPU ${task.cpuMs.toFixed(1)} ms (wall ${task.wallMs.toFixed(1)})  ${files}`,
    );
  }
}

async function measurePage(
  stack: Stack,
  page: PageUnderTest,
  runs: number,
  traces: string | undefined,
): Promise<number[]> {
  const account = accountOf(page);
  const browserUnderTest = account
    ? await signedInBrowser(stack.url, {
        username: account.username,
        password: account.password,
        landing: page.path,
        port: DEBUGGING_PORT,
      })
    : visitorBrowser(DEBUGGING_PORT);
  const as = account ? `as ${account.username}` : "as a visitor's first visit";
  try {
    console.log(`\n== ${page.path} (${page.name}), ${as}, ${runs} runs ==`);
    const blocking: number[] = [];
    for (let index = 0; index < runs; index++) {
      const keepAs = traces
        ? join(traces, `${page.path.slice(1) || 'home'}-${index + 1}.json`)
        : undefined;
      const result = await traceRun(
        browserUnderTest,
        `${stack.url}${page.path}`,
        keepAs,
        account !== undefined,
      );
      printRun(index, result);
      blocking.push(result.blockingMs);
    }
    console.log(
      `  CPU blocking time (ms), median (range) of ${runs}: ${formatSpread(spread(blocking))}`,
    );
    return blocking;
  } finally {
    await browserUnderTest.close();
  }
}

async function measure(stack: Stack): Promise<void> {
  const args = process.argv.slice(2);
  // Every signed-in page unless `--pages=` names others; `/` and `/auth` only when named.
  const { pages: named, everything } = pagesToMeasure(args);
  const pages = everything ? named.filter((page) => page.account) : named;
  const runs = runsWanted(args);
  const traces = tracesFolder(args);
  await seedEmulators(stack.config.projectId, stack.env);
  console.log('Seeding the admin area with realistic volumes…');
  printVolumes(await seedVolumes(stack.config.projectId, stack.env));
  const medians: [string, number][] = [];
  for (const page of pages)
    medians.push([page.path, spread(await measurePage(stack, page, runs, traces)).median]);
  console.log('');
  for (const [path, median] of medians)
    console.log(`${path}: CPU blocking time ${median.toFixed(0)} ms (median)`);
}

console.log(`Machine before the build: ${describeLoad(availableParallelism(), loadavg())}`);
console.log(`Machine: ${describeFreshMemory(measureFreshMemory())}`);
runBenchmark(() => withBuiltStack(measure));
