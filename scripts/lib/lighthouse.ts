import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';
import { run } from './run.js';

const longTaskSchema = z.object({ url: z.string(), duration: z.number(), startTime: z.number() });
const reportSchema = z.object({
  finalDisplayedUrl: z.string(),
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
  audits: z.record(
    z.string(),
    z.object({ numericValue: z.number().optional(), details: z.unknown().optional() }),
  ),
});

/** One script the page ran, with what it cost to fetch and to run. */
export interface ScriptCost {
  path: string;
  transferBytes: number;
  decodedBytes: number;
  scriptingMs: number;
}

const networkItemSchema = z.object({
  url: z.string(),
  resourceType: z.string().optional(),
  transferSize: z.number().optional(),
  resourceSize: z.number().optional(),
});
const bootupItemSchema = z.object({ url: z.string(), scripting: z.number() });
const itemsOf = <T extends z.ZodType>(schema: T, details: unknown): z.infer<T>[] =>
  z
    .object({ items: z.array(z.unknown()) })
    .parse(details ?? { items: [] })
    .items.flatMap((item) => {
      const parsed = schema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
const pathOf = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;

/** A main-thread task over 50 ms, as Lighthouse reports it (simulated on the mobile profile). */
export interface LongTask {
  /** The script Lighthouse attributes it to, or what it names instead (e.g. "Unattributable"). */
  script: string;
  ms: number;
  /** When it started, ms after navigation. */
  at: number;
}

/** One Lighthouse mobile run: category scores (0-100) and the load metrics (ms, CLS unitless). */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  longTasks: LongTask[];
  scripts: ScriptCost[];
  /** The path the page showed at the end of the run (a guard that redirected shows up here). */
  finalPath: string;
}

/** Where Lighthouse runs: its own fresh Chromium, or one already running (signed in) on `port`. */
export interface LighthouseTarget {
  /** A Chromium with remote debugging on this port; its storage (session) is kept. */
  port?: number;
  /**
   * How the phone's 4× slower CPU and slow 4G are modelled: `simulate` (Lighthouse's default)
   * records the page at full speed and computes the phone's timings from that trace; `devtools`
   * has Chromium run the page that slowly and on that network, and measures it.
   */
  throttling?: 'simulate' | 'devtools';
}

/** Lighthouse's own word for a run that went wrong in the browser, not in the page. */
const RUN_AGAIN = /Please run Lighthouse again/;
/** Such runs are repeated (Lighthouse asks for it); a page that fails every time still fails. */
const ATTEMPTS = 3;

/**
 * Runs Lighthouse's default mobile profile against `url`; the raw report is kept in `output`.
 * A run Lighthouse itself reports as broken (e.g. NO_NAVSTART: no trace of the navigation) is
 * repeated up to 3 times and said so on stderr.
 */
export async function lighthouseRun(
  url: string,
  output: string,
  target: LighthouseTarget = {},
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, output, target);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= ATTEMPTS || !RUN_AGAIN.test(message)) throw error;
      console.error(`Lighthouse asked to be run again (attempt ${attempt} of ${ATTEMPTS}).`);
    }
  }
}

async function lighthouseOnce(
  url: string,
  output: string,
  { port, throttling = 'simulate' }: LighthouseTarget,
): Promise<LighthouseRun> {
  const result = await run(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--throttling-method=${throttling}`,
      ...(port === undefined
        ? [`--chrome-flags=${CHROMIUM_ARGS.join(' ')}`]
        : [`--port=${port}`, '--disable-storage-reset']),
    ],
    { env: { CHROME_PATH: CHROMIUM_PATH } },
  );
  if (result.code !== 0) throw new Error(`Lighthouse failed:\n${result.output}`);
  const report = reportSchema.parse(JSON.parse(readFileSync(path.resolve(output), 'utf8')));
  const score = (id: string): number => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string): number => report.audits[id]?.numericValue ?? Number.NaN;
  const scriptingMs = new Map(
    itemsOf(bootupItemSchema, report.audits['bootup-time']?.details).map((item) => [
      pathOf(item.url),
      item.scripting,
    ]),
  );
  const scripts = itemsOf(networkItemSchema, report.audits['network-requests']?.details)
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({
      path: pathOf(item.url),
      transferBytes: item.transferSize ?? 0,
      decodedBytes: item.resourceSize ?? 0,
      scriptingMs: scriptingMs.get(pathOf(item.url)) ?? 0,
    }));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    longTasks: z
      .object({ items: z.array(longTaskSchema) })
      .parse(report.audits['long-tasks']?.details ?? { items: [] })
      .items.filter((task) => task.duration > 50)
      .map((task) => ({
        script: pathOf(task.url),
        ms: Math.round(task.duration),
        at: Math.round(task.startTime),
      })),
    scripts,
    finalPath: new URL(report.finalDisplayedUrl).pathname,
  };
}
