import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { availableSlots } from '../../functions/src/services/availability-slots.js';
import {
  CELL_MINUTES,
  DEFAULT_AVAILABILITY_SETTINGS,
  cellsCovering,
} from '../../functions/src/shared/availability.js';
import { services } from '../../functions/src/shared/content/services.js';
import { drive, percentile, summarize, type LoadSummary } from './load.js';
import type { Stack } from './stack.js';
import { formatSpread, spread, type Spread } from './stats.js';

/**
 * The availability figures `npm run bench` and `npm run bench:availability` print:
 * (a) `availableSlots` alone: 14 days of the default settings against the cells 500 existing
 *     bookings claim; ROUNDS rounds of RUNS timed calls each, p50/p95 per round, median of rounds.
 * (b) `GET /api/availability` through the Hosting emulator, warm, with those bookings stored as
 *     lock documents: ROUNDS rounds of ROUND_SECONDS per level of connections, median of rounds,
 *     with `GET /api/endorsements` (the other cached public read) beside it. The budget is on one
 *     connection (a visitor's page, the System Status widget); more connections on the emulator
 *     (one worker process per request in flight, two shared cores) are printed only.
 */
export const ROUNDS = 5;
export const RUNS = 300;
const WARM_UP_RUNS = 50;
export const DAYS = 14;
export const BOOKINGS = 500;
/** Sequential (as the System Status widget calls it), then under load. */
export const LEVELS = [1, 10] as const;
export const ROUND_SECONDS = 5;
const AVAILABILITY = '/api/availability';
export const COMPUTE_P95_BUDGET_MS = 20;
/** Warm and sequential; the System Status widget calls a check slower than 2 s a warning. */
export const HTTP_P95_BUDGET_MS = 100;
const CELL_MS = CELL_MINUTES * 60_000;

/** A small seeded generator (mulberry32), so every run books the same calendar. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Booking {
  startMs: number;
  endMs: number;
}

/**
 * BOOKINGS bookings at quarter hours over the next DAYS days, each as long as one of the
 * catalogue's services or a 30-minute meeting. They may overlap: a stress calendar, not a
 * consistent one (what matters is how many cells are claimed).
 */
function bookings(nowMs: number): Booking[] {
  const next = random(13);
  const lengths = [30, ...services.map((service) => service.minutes)];
  const firstCell = Math.ceil(nowMs / CELL_MS) * CELL_MS;
  return Array.from({ length: BOOKINGS }, () => {
    const startMs = firstCell + Math.floor(next() * DAYS * 96) * CELL_MS;
    const minutes = lengths[Math.floor(next() * lengths.length)] ?? 30;
    return { startMs, endMs: startMs + minutes * 60_000 };
  });
}

const claimedBy = (calendar: readonly Booking[]): Set<string> =>
  new Set(
    calendar.flatMap(({ startMs, endMs }) =>
      cellsCovering(startMs, endMs, DEFAULT_AVAILABILITY_SETTINGS.bufferMinutes),
    ),
  );

export interface Figures {
  p50: Spread;
  p95: Spread;
}

export const ms = (value: Spread): string => `${formatSpread(value, 2)} ms`;

/** (a) The computation alone, in this process. */
export function measureComputation(): Figures & { claimedCells: number; slots: number } {
  const nowMs = Date.now();
  const claimed = claimedBy(bookings(nowMs));
  const compute = () =>
    availableSlots(DEFAULT_AVAILABILITY_SETTINGS, { nowMs, claimed, days: DAYS });
  for (let run = 0; run < WARM_UP_RUNS; run += 1) compute();
  const p50s: number[] = [];
  const p95s: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      compute();
      times.push(performance.now() - started);
    }
    p50s.push(percentile(times, 50));
    p95s.push(percentile(times, 95));
  }
  return {
    p50: spread(p50s),
    p95: spread(p95s),
    claimedCells: claimed.size,
    slots: compute().length,
  };
}

/** Stores the bookings' cells as booked lock documents, as the booking transaction would. */
async function storeLocks(stack: Stack, nowMs: number): Promise<number> {
  const app = initializeApp({ projectId: stack.config.projectId }, `bench-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const cells = [...claimedBy(bookings(nowMs))];
    for (let from = 0; from < cells.length; from += 400) {
      const batch = db.batch();
      for (const cell of cells.slice(from, from + 400)) {
        batch.set(db.doc(`slotLocks/${cell}`), {
          state: 'booked',
          holder: { collection: 'bookings', id: `bench-${cell}` },
          start: Timestamp.fromMillis(Date.parse(`${cell.slice(0, 13)}:${cell.slice(13, 15)}Z`)),
          expiresAt: null,
        });
      }
      await batch.commit();
    }
    return cells.length;
  } finally {
    await deleteApp(app);
  }
}

function getter(origin: string, pathname: string): () => Promise<number> {
  return async () => {
    const response = await fetch(`${origin}${pathname}`, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.status;
  };
}

/**
 * The Functions emulator starts a worker process per request in flight, which takes seconds:
 * keep the load on until a 3 s window has no request slower than a second (at most a minute).
 * None of it is measured.
 */
async function warmUp(origin: string, connections: number): Promise<void> {
  for (let window = 0; window < 20; window += 1) {
    const { samples } = await drive(getter(origin, AVAILABILITY), connections, 3000);
    if (samples.every((sample) => sample.ms < 1000 && sample.status === 200)) return;
  }
}

export interface LevelFigures {
  connections: number;
  availability: Figures;
  endorsements: Figures;
  requests: number;
  errors: number;
}

const figuresOf = (rounds: readonly LoadSummary[]): Figures => ({
  p50: spread(rounds.map((summary) => summary.p50)),
  p95: spread(rounds.map((summary) => summary.p95)),
});

/**
 * (b) at one level of load: the endpoint's rounds back to back (steady state: each instance's
 * cached answer expires on its own clock, as under real traffic), then the same for
 * `GET /api/endorsements`, the other cached public read, for comparison on the same machine.
 */
async function measureLevel(origin: string, connections: number): Promise<LevelFigures> {
  await warmUp(origin, connections);
  const time = (pathname: string) =>
    drive(getter(origin, pathname), connections, ROUND_SECONDS * 1000).then(summarize);
  const availability: LoadSummary[] = [];
  for (let round = 0; round < ROUNDS; round += 1) availability.push(await time(AVAILABILITY));
  const endorsements: LoadSummary[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    endorsements.push(await time('/api/endorsements'));
  }
  return {
    connections,
    availability: figuresOf(availability),
    endorsements: figuresOf(endorsements),
    requests: availability.reduce((sum, round) => sum + round.requests, 0),
    errors: availability.reduce((sum, round) => sum + round.serverErrors + round.unanswered, 0),
  };
}

/** (b) The endpoint on a seeded stack, at each of `levels` connections. */
export async function measureEndpoint(
  stack: Stack,
  levels: readonly number[] = LEVELS,
): Promise<LevelFigures[]> {
  const locks = await storeLocks(stack, Date.now());
  console.log(`  ${locks} lock documents stored for ${BOOKINGS} bookings`);
  const figures: LevelFigures[] = [];
  for (const connections of levels) {
    const level = await measureLevel(stack.url, connections);
    figures.push(level);
    console.log(
      `  ${connections} connection(s), ${level.requests} requests, ${level.errors} errors\n` +
        `    availability  p50 ${ms(level.availability.p50)}, p95 ${ms(level.availability.p95)}\n` +
        `    endorsements  p50 ${ms(level.endorsements.p50)}, p95 ${ms(level.endorsements.p95)}`,
    );
  }
  return figures;
}

export type Computation = ReturnType<typeof measureComputation>;

export function printComputation(computation: Computation): void {
  console.log(
    `availableSlots: ${DAYS} days of the default settings, ${BOOKINGS} bookings; median (range) of ${ROUNDS} rounds of ${RUNS} runs\n` +
      `  ${computation.claimedCells} claimed cells, ${computation.slots} slots left\n  p50 ${ms(computation.p50)}\n  p95 ${ms(computation.p95)}`,
  );
}

/** The budgets: the computation's p95, and one connection's p95 through Hosting, with no errors. */
export function availabilityBudgets(
  computation: Computation,
  levels: readonly LevelFigures[],
): [string, boolean][] {
  const single = levels.find((entry) => entry.connections === 1);
  if (!single) throw new Error('No figures for one connection.');
  const errors = levels.reduce((sum, level) => sum + level.errors, 0);
  return [
    [
      `availableSlots p95 <= ${COMPUTE_P95_BUDGET_MS} ms (${computation.p95.median.toFixed(2)} ms)`,
      computation.p95.median <= COMPUTE_P95_BUDGET_MS,
    ],
    [
      `1 connection: GET /api/availability p95 <= ${HTTP_P95_BUDGET_MS} ms (${single.availability.p95.median.toFixed(1)} ms)`,
      single.availability.p95.median <= HTTP_P95_BUDGET_MS,
    ],
    [`GET /api/availability: no 5xx and no unanswered request (${errors})`, errors === 0],
  ];
}
