import type { LockManagerLike } from './engine-environment';

/** Runs `work` while holding the lock `name`: one holder at a time, the others wait their turn. */
export type RunExclusive = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/**
 * Web Locks when the browser has them, so the tabs of a browser take turns; otherwise turns
 * within this tab only (other tabs are then kept apart by the claim each unlock leaves in
 * storage, and by the server's create-once).
 */
export function exclusiveRunner(locks: LockManagerLike | undefined): RunExclusive {
  if (locks) return (name, work) => locks.request(name, work);
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return run;
  };
}
