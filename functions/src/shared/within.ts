/**
 * `promise`, or a rejection with `timeoutMessage` once `ms` have passed without its answer. The
 * timer is cleared as soon as the answer comes, so a settled call never keeps the process awake,
 * and a rejection that is not an Error becomes one, so callers can always read its message.
 */
export function within<T>(
  promise: Promise<T>,
  ms: number,
  timeoutMessage = `No answer within ${ms} ms`,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(timeoutMessage)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
