/**
 * Runs `cleanup` once on Ctrl-C, SIGTERM, SIGHUP, or when the process that started us dies
 * (we get re-parented), then exits. Returns a function that stops watching.
 */
export function onShutdown(cleanup: () => Promise<void>): () => void {
  const parent = process.ppid;
  let running = false;
  const shutdown = (reason: string, code: number): void => {
    if (running) return;
    running = true;
    console.log(`\n${reason}: stopping the emulators…`);
    cleanup()
      .catch((error: unknown) => console.error(String(error)))
      .finally(() => process.exit(code));
  };
  const onInt = (): void => shutdown('Interrupted', 130);
  const onTerm = (): void => shutdown('Terminated', 143);
  const onHup = (): void => shutdown('Terminal closed', 129);
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  process.on('SIGHUP', onHup);
  const watch = setInterval(() => {
    if (process.ppid !== parent) shutdown('The parent process ended', 1);
  }, 1000);
  watch.unref();
  return () => {
    clearInterval(watch);
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
    process.off('SIGHUP', onHup);
  };
}
