/**
 * A closed-loop load generator: `connections` clients, each sending its next request as soon as
 * the last one is answered, for a fixed time. Node's fetch keeps one connection per client busy.
 */

export interface Sample {
  /** HTTP status, or 0 when no answer came (network error or timeout). */
  status: number;
  ms: number;
}

export interface LoadRun {
  samples: Sample[];
  /** From the first request to the last answer. */
  elapsedMs: number;
}

/** Runs `call` (which resolves to an HTTP status) from `connections` clients for `durationMs`. */
export async function drive(
  call: (sequence: number) => Promise<number>,
  connections: number,
  durationMs: number,
): Promise<LoadRun> {
  const samples: Sample[] = [];
  const started = performance.now();
  const end = started + durationMs;
  let sequence = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        const status = await call(sequence++).catch(() => 0);
        samples.push({ status, ms: performance.now() - sent });
      }
    }),
  );
  return { samples, elapsedMs: performance.now() - started };
}

/** The value below which `p` percent of the values lie (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export interface LoadSummary {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Requests that got no answer at all. */
  unanswered: number;
  /** How many answers each status got, e.g. `{ 201: 5, 429: 3021 }`. */
  statuses: Record<number, number>;
}

export function summarize({ samples, elapsedMs }: LoadRun): LoadSummary {
  const latencies = samples.map((sample) => sample.ms);
  const statuses: Record<number, number> = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    requests: samples.length,
    perSecond: samples.length / (elapsedMs / 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    serverErrors: samples.filter((sample) => sample.status >= 500).length,
    unanswered: samples.filter((sample) => sample.status === 0).length,
    statuses,
  };
}
