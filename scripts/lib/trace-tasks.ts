import { z } from 'zod';

/**
 * A page's long tasks read from a Chromium trace by the main thread's own CPU time (`tdur`), not
 * by how long they took on the clock. On a machine that charges for fresh memory or runs other
 * work beside the browser, a task's wall time was 2-5 times its CPU time, and Lighthouse's phone
 * simulation multiplies the wall time; CPU time is what a phone's main thread would have to do.
 */

const eventSchema = z.object({
  name: z.string(),
  ph: z.string().optional(),
  pid: z.number(),
  tid: z.number(),
  ts: z.number().optional(),
  dur: z.number().optional(),
  tdur: z.number().optional(),
  id: z.string().optional(),
  args: z.unknown().optional(),
});
type TraceEvent = z.infer<typeof eventSchema>;

const threadNameArgs = z.object({ name: z.string() });
const urlArgs = z.object({ data: z.object({ url: z.string().optional() }).optional() });
const profileArgs = z.object({ data: z.object({ startTime: z.number() }) });
const chunkArgs = z.object({
  data: z.object({
    cpuProfile: z
      .object({
        nodes: z
          .array(
            z.object({
              id: z.number(),
              parent: z.number().optional(),
              callFrame: z.object({ functionName: z.string(), url: z.string().optional() }),
            }),
          )
          .optional(),
        samples: z.array(z.number()).optional(),
      })
      .optional(),
    timeDeltas: z.array(z.number()).optional(),
  }),
});

/** One top-level task of the page's main thread. */
export interface MainThreadTask {
  /** ms after the navigation started. */
  at: number;
  wallMs: number;
  cpuMs: number;
  /** The script files (or native work) its JS samples fell in, most first: [file, ms]. */
  files: [string, number][];
}

export interface TraceTasks {
  /** Tasks after the first contentful paint whose CPU time is at least `minCpuMs`. */
  tasks: MainThreadTask[];
  /**
   * Blocking time from CPU time: for every task after the first contentful paint, its CPU time
   * times `slowdown` less 50 ms, when positive (Lighthouse's rule, on CPU time).
   */
  blockingMs: number;
}

const pathOf = (url: string): string =>
  url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js');

function parseEvents(trace: unknown): TraceEvent[] {
  const list = z
    .union([z.array(z.unknown()), z.object({ traceEvents: z.array(z.unknown()) })])
    .parse(trace);
  const raw = Array.isArray(list) ? list : list.traceEvents;
  return raw.flatMap((item) => {
    const parsed = eventSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The page's renderer main thread: of those that ran a script of a web page (http or https; the
 * trace also holds blank tabs and the browser's own pages, such as its address bar's popup, which
 * once worked more than the page), the one that worked the most.
 */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const work = new Map<string, number>();
  const ranWebScript = new Set<string>();
  const mains = events.filter(
    (event) =>
      event.name === 'thread_name' &&
      threadNameArgs.safeParse(event.args).data?.name === 'CrRendererMain',
  );
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && event.dur !== undefined)
      work.set(key, (work.get(key) ?? 0) + event.dur);
    if (
      (event.name === 'EvaluateScript' || event.name === 'FunctionCall') &&
      /^https?:/.test(urlArgs.safeParse(event.args).data?.data?.url ?? '')
    )
      ranWebScript.add(key);
  }
  const best = mains
    .filter((event) => ranWebScript.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => (work.get(`${b.pid}:${b.tid}`) ?? 0) - (work.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  return best && { pid: best.pid, tid: best.tid };
}

/** The main thread's JS samples: when, and in which file (or native work) each fell. */
function mainThreadSamples(
  events: TraceEvent[],
  { pid, tid }: { pid: number; tid: number },
): { at: number; file: string }[] {
  const starts = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'Profile' || event.pid !== pid || event.tid !== tid || !event.id) continue;
    const args = profileArgs.safeParse(event.args);
    if (args.success) starts.set(event.id, args.data.data.startTime);
  }
  const files = new Map<string, string>();
  const samples: { at: number; file: string }[] = [];
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || !event.id) continue;
    let at = starts.get(event.id);
    const args = chunkArgs.safeParse(event.args);
    if (at === undefined || !args.success) continue;
    const { cpuProfile, timeDeltas = [] } = args.data.data;
    for (const node of cpuProfile?.nodes ?? []) {
      const { url, functionName } = node.callFrame;
      files.set(`${event.id}:${node.id}`, url ? pathOf(url) : functionName || '(native)');
    }
    (cpuProfile?.samples ?? []).forEach((node, index) => {
      at = (at ?? 0) + (timeDeltas[index] ?? 0);
      samples.push({ at, file: files.get(`${event.id}:${node}`) ?? '(unknown)' });
    });
    starts.set(event.id, at);
  }
  return samples.sort((a, b) => a.at - b.at);
}

/** What a trace of a page's load says of its main thread (see `TraceTasks`). */
export function traceTasks(
  trace: unknown,
  { minCpuMs = 12, slowdown = 4 }: { minCpuMs?: number; slowdown?: number } = {},
): TraceTasks {
  const events = parseEvents(trace);
  const main = pageMainThread(events);
  if (!main) throw new Error("The trace has no renderer main thread that ran the page's scripts.");
  const onMain = events.filter(
    (event) =>
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.ph === 'X' &&
      event.ts !== undefined &&
      event.dur !== undefined,
  );
  const firstPaint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === main.pid,
  )?.ts;
  // The page's navigation: the last to start before its first paint (a new tab starts blank).
  const start =
    events
      .filter(
        (event) =>
          event.name === 'navigationStart' &&
          event.pid === main.pid &&
          (event.ts ?? 0) <= (firstPaint ?? Infinity),
      )
      .map((event) => event.ts ?? 0)
      .sort((a, b) => b - a)[0] ??
    // Not marked (a navigation that changed process): from the page's first task.
    onMain.reduce((first, event) => Math.min(first, event.ts ?? first), Infinity);
  const counted = firstPaint ?? start;
  // A script the test harness evaluates (no URL) is not the page's.
  const harness = onMain.filter(
    (event) => event.name === 'EvaluateScript' && !urlArgs.safeParse(event.args).data?.data?.url,
  );
  const samples = mainThreadSamples(events, main);
  const tasks: MainThreadTask[] = [];
  let blockingMs = 0;
  for (const task of onMain) {
    if (task.name !== 'RunTask') continue;
    const from = task.ts ?? 0;
    const to = from + (task.dur ?? 0);
    if (from < counted || harness.some((event) => (event.ts ?? 0) >= from && (event.ts ?? 0) <= to))
      continue;
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    blockingMs += Math.max(0, cpuMs * slowdown - 50);
    if (cpuMs < minCpuMs) continue;
    const byFile = new Map<string, number>();
    const inside = samples.filter((sample) => sample.at >= from && sample.at <= to);
    inside.forEach((sample, index) => {
      const next = inside[index + 1]?.at ?? sample.at;
      byFile.set(sample.file, (byFile.get(sample.file) ?? 0) + (next - sample.at) / 1000);
    });
    tasks.push({
      at: (from - start) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      cpuMs,
      files: [...byFile.entries()].sort((a, b) => b[1] - a[1]),
    });
  }
  return { tasks, blockingMs };
}
