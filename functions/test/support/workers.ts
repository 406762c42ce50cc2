import { randomUUID } from 'node:crypto';
import { ApiClient } from './api';

const STEP = 4;
/** A burst that takes longer than this had to wait for workers to start. */
const WARM_BURST_MS = 5000;

/** `count` failed sign-ins of unknown names at once, each from its own client. */
async function burst(count: number): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, () =>
      new ApiClient().post('/api/login', { username: `warm-up-${randomUUID()}`, password: 'x' }),
    ),
  );
  return performance.now() - started;
}

/**
 * The Functions emulator serves each request in flight with a worker process of its own (at most
 * 10 at once, scripts/lib/stack.ts; the rest queue) and starts one whenever none is idle, which
 * takes seconds on a busy machine. So a test that sends `count` requests at once first grows the
 * pool a few workers at a time, then checks that a full burst no longer waits for any to start,
 * so its own burst measures the API, not start-ups. The calls are failed sign-ins of unknown
 * names, each from its own client: slow enough to overlap, counted against nobody real.
 */
export async function warmWorkers(count: number): Promise<void> {
  for (let parallel = STEP; parallel < count; parallel += STEP) await burst(parallel);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if ((await burst(count)) < WARM_BURST_MS) return;
  }
}
