import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { benchAddress, CLIENT_ADDRESS_HEADER, fromAddress } from './lib/client-address.js';
import { drive, summarize, type LoadSummary } from './lib/load.js';
import { ROOT } from './lib/project-config.js';
import { seedEmulators } from './lib/seed.js';
import { runBenchmark, withBuiltStack } from './lib/bench-stack.js';
import type { Stack } from './lib/stack.js';

/**
 * `npm run bench:api`: builds, starts a clean emulator stack and drives the API with 10 and then
 * 50 concurrent connections, SECONDS each per scenario, and prints requests/s, p50/p95/p99 and
 * errors per scenario, then the budgets (exit 1 on a miss). The emulators are the
 * measuring stick, so budgets compare scenarios of the same run. Raw figures go to bench-results/.
 */
const SECONDS = 15;
const LEVELS = [10, 50] as const;
const REQUEST_TIMEOUT_MS = 30_000;
const RESULTS = path.join(ROOT, 'bench-results');
const ONE_ADDRESS = benchAddress(0);

/** Every "many addresses" request gets an address no other request of the run used. */
let nextAddress = 1;

function caller(origin: string) {
  const call = async (
    pathname: string,
    init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
  ): Promise<number> => {
    const response = await fetch(`${origin}${pathname}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json', Origin: origin }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const contact = (address: string): Promise<number> =>
    call('/api/contact', {
      method: 'POST',
      headers: { ...fromAddress(address), 'Idempotency-Key': randomUUID() },
      json: {
        name: 'Bench Visitor',
        email: `bench-${randomUUID()}@example.com`,
        subject: 'A project to discuss',
        message: 'A message sent by npm run bench:api.',
      },
    });
  return { call, contact };
}

interface Scenario {
  name: string;
  call: () => Promise<number>;
}

function scenarios(origin: string): Scenario[] {
  const { call, contact } = caller(origin);
  return [
    { name: 'GET /api/health', call: () => call('/api/health') },
    { name: 'GET /api/endorsements', call: () => call('/api/endorsements') },
    { name: 'POST /api/contact, one address', call: () => contact(ONE_ADDRESS) },
    {
      name: 'POST /api/contact, many addresses',
      call: () => contact(benchAddress(nextAddress++)),
    },
  ];
}

/**
 * The Functions emulator runs one worker process per request in flight (at most 10, the rest
 * queue: scripts/lib/stack.ts) and starts one whenever none is idle, which takes seconds. So each
 * level first grows the pool a few connections at a time, then keeps the full load on until a
 * 3 s window shows no request slower than a second (at most a minute); none of it is measured.
 */
async function warmUp(origin: string, connections: number): Promise<number> {
  const { call } = caller(origin);
  const started = performance.now();
  for (let busy = 8; busy < connections; busy += 8) {
    await drive(() => call('/api/health'), busy, 3000);
  }
  for (let window = 0; window < 20; window += 1) {
    const { samples } = await drive(() => call('/api/endorsements'), connections, 3000);
    if (samples.every((sample) => sample.ms < 1000)) break;
  }
  return (performance.now() - started) / 1000;
}

/** Whether the API tells scripted addresses apart: a sixth contact post from one is refused, one from another is not. */
async function seesDistinctAddresses(origin: string): Promise<boolean> {
  const { contact } = caller(origin);
  const probe = benchAddress((1 << 17) - 1);
  for (let index = 0; index < 6; index += 1) await contact(probe);
  return (await contact(benchAddress((1 << 17) - 2))) === 201;
}

const ms = (value: number): string => value.toFixed(0).padStart(7);
const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function row(connections: number, name: string, summary: LoadSummary): string {
  const answers = Object.entries(summary.statuses)
    .map(([status, count]) => `${status === '0' ? 'none' : status}: ${count}`)
    .join(', ');
  return [
    String(connections).padStart(5),
    name.padEnd(36),
    summary.perSecond.toFixed(1).padStart(8),
    ms(summary.p50),
    ms(summary.p95),
    ms(summary.p99),
    String(summary.serverErrors + summary.unanswered).padStart(7),
    `  ${answers}`,
  ].join(' ');
}

async function measure(stack: Stack): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  await seedEmulators(stack.config.projectId, stack.env);
  const origin = stack.url;
  console.log(`Firestore emulator: ${stack.firestoreMode.description}`);
  const distinct = await seesDistinctAddresses(origin);
  console.log(
    `Client addresses sent in ${CLIENT_ADDRESS_HEADER}: ${distinct ? 'the API tells them apart' : 'the API does NOT tell them apart, so "many addresses" is one address here'}`,
  );

  const results: Record<string, LoadSummary> = {};
  const key = (connections: number, name: string): string => `${connections} ${name}`;
  console.log(
    `\n conn scenario (${SECONDS} s each)                  req/s  p50 ms  p95 ms  p99 ms  errors  answers`,
  );
  for (const connections of LEVELS) {
    const warmUpSeconds = await warmUp(origin, connections);
    console.log(
      `  (${connections} connections: warmed up in ${warmUpSeconds.toFixed(0)} s; load average ${load()})`,
    );
    for (const scenario of scenarios(origin)) {
      const summary = summarize(await drive(scenario.call, connections, SECONDS * 1000));
      results[key(connections, scenario.name)] = summary;
      console.log(row(connections, scenario.name, summary));
    }
  }
  console.log(`  (load average after: ${load()})`);
  console.log('  errors: 5xx answers plus requests with no answer within 30 s');

  const figure = (connections: number, name: string): LoadSummary => {
    const summary = results[key(connections, name)];
    if (!summary) throw new Error(`No result for ${connections} connections, ${name}`);
    return summary;
  };
  const errors = Object.values(results).reduce(
    (sum, summary) => sum + summary.serverErrors + summary.unanswered,
    0,
  );
  const limited50 = figure(50, 'POST /api/contact, one address').p95;
  const reads50 = figure(50, 'GET /api/endorsements').p95;
  const reads10 = figure(10, 'GET /api/endorsements').p95;
  const budgets: [string, boolean][] = [
    [`no 5xx and no unanswered request (${errors})`, errors === 0],
    [
      `50 connections: contact from one address p95 <= 2 x endorsements p95 (${limited50.toFixed(0)} <= ${(2 * reads50).toFixed(0)} ms)`,
      limited50 <= 2 * reads50,
    ],
    [
      `10 connections: GET /api/endorsements p95 <= 100 ms (${reads10.toFixed(0)} ms)`,
      reads10 <= 100,
    ],
  ];
  console.log('');
  for (const [budget, met] of budgets) console.log(`${met ? 'met ' : 'MISS'}  ${budget}`);
  if (budgets.some(([, met]) => !met)) process.exitCode = 1;
  writeFileSync(
    path.join(RESULTS, 'api.json'),
    JSON.stringify({ seconds: SECONDS, distinctAddresses: distinct, results }, null, 2),
  );
}

runBenchmark(() => withBuiltStack(measure));
