import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';
import { run } from './run.js';

const reportSchema = z.object({
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
  audits: z.record(z.string(), z.object({ numericValue: z.number().optional() })),
});

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
export async function lighthouseRun(url: string, output: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, output);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= ATTEMPTS || !RUN_AGAIN.test(message)) throw error;
      console.error(`Lighthouse asked to be run again (attempt ${attempt} of ${ATTEMPTS}).`);
    }
  }
}

async function lighthouseOnce(url: string, output: string): Promise<LighthouseRun> {
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
  const report = reportSchema.parse(JSON.parse(readFileSync(path.resolve(output), 'utf8')));
  const score = (id: string): number => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string): number => report.audits[id]?.numericValue ?? Number.NaN;
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
  };
}
