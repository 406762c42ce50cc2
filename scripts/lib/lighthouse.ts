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

/** Runs Lighthouse's default mobile profile against `url`; the raw report is kept in `output`. */
export async function lighthouseRun(url: string, output: string): Promise<LighthouseRun> {
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
