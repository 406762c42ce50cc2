import { ApiClient } from './api';

/**
 * The Functions emulator serves each concurrent request with a worker process of its own and
 * starts one whenever none is idle. Dozens starting at once on a busy two-core machine can miss
 * the emulator's start-up limit, and a request whose worker never starts is never answered. So a
 * test that sends `count` requests at once first grows the pool a few workers at a time. The
 * warm-up calls are failed sign-ins of unknown names, each from its own client: slow enough to
 * overlap (so each round really needs that many workers) and counted against nobody real.
 */
export async function warmWorkers(count: number, step = 8): Promise<void> {
  for (let parallel = Math.min(step, count); ; parallel = Math.min(parallel + step, count)) {
    await Promise.all(
      Array.from({ length: parallel }, (_, index) =>
        new ApiClient().post('/api/login', { username: `warm-up-${index}`, password: 'x' }),
      ),
    );
    if (parallel === count) return;
  }
}
