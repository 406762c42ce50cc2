import { spread } from './stats.js';

const PAGE_BYTES = 4096;
const TRIAL_BYTES = 128 * 1024 * 1024;
const TRIALS = 3;

/**
 * Above this, a machine hands out fresh memory slowly enough to dominate a browser's timings. An
 * ordinary Linux machine takes well under a microsecond to give a process a zeroed page.
 */
export const SLOW_FRESH_MEMORY_US = 2;

/** What it costs this machine to give a process a fresh page of memory, and to touch it again. */
export interface FreshMemory {
  /** Microseconds per 4 KB page, the first time the process writes to it (median of the trials). */
  firstTouchUs: number;
  /** Microseconds per page written again: the same loop without the machine's part. */
  againUs: number;
}

/**
 * Every browser Lighthouse starts is a set of new processes that touch hundreds of megabytes for
 * the first time. Where that is slow (a virtual machine that returns freed memory to its host, so
 * each new page is a fault the host serves), every task on the page is slower, and the simulated
 * figures, which multiply each recorded task by four, the more so. Printed with the load average so
 * a sitting's figures can be read against the machine that produced them.
 */
export function measureFreshMemory(): FreshMemory {
  const pages = TRIAL_BYTES / PAGE_BYTES;
  const first: number[] = [];
  const again: number[] = [];
  const touch = (buffer: Buffer, value: number): number => {
    const start = process.hrtime.bigint();
    for (let offset = 0; offset < TRIAL_BYTES; offset += PAGE_BYTES) buffer[offset] = value;
    return Number(process.hrtime.bigint() - start) / 1000 / pages;
  };
  for (let trial = 0; trial < TRIALS; trial++) {
    // Not zero-filled by Node, so no page is touched before the first loop.
    const buffer = Buffer.allocUnsafeSlow(TRIAL_BYTES);
    first.push(touch(buffer, 1));
    again.push(touch(buffer, 2));
  }
  return { firstTouchUs: spread(first).median, againUs: spread(again).median };
}

export function describeFreshMemory({ firstTouchUs, againUs }: FreshMemory): string {
  const line = `fresh memory ${firstTouchUs.toFixed(2)} µs per 4 KB page on first touch, ${againUs.toFixed(2)} µs touched again (median of ${TRIALS} × ${TRIAL_BYTES / 1024 / 1024} MB)`;
  if (firstTouchUs <= SLOW_FRESH_MEMORY_US) return line;
  return (
    `${line}\n  SLOW: over ${SLOW_FRESH_MEMORY_US} µs, every new browser process here pays for its memory page by page, ` +
    'so every Lighthouse timing is far above what the same build scores elsewhere: compare only with sittings on a machine that printed a similar figure (docs/first-load.md).'
  );
}
