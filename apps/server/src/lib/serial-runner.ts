/**
 * Runs a piece of background work one run at a time (the jobs, the mail sender). A wake-up while a
 * run is in progress asks for one more run after it, however many wake-ups came meanwhile: work
 * that arrived during a run is never left waiting, and two runs never overlap. A failed run is
 * handed to `onError` and the runner carries on.
 */
export function serialRunner(run: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  /** The run asked for while one was in progress, and what resolves those who asked. */
  let queued: { done: Promise<void>; resolve: () => void } | null = null;
  let stopped = false;

  function runOne(): Promise<void> {
    running = (async () => run())()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
        const waiting = queued;
        queued = null;
        // Started here, not in a later callback, so no wake-up in between can start a second run.
        if (waiting && !stopped) void runOne().then(waiting.resolve);
        else waiting?.resolve();
      });
    return running;
  }

  return {
    /** Asks for a run; resolves when a run that began after this call has finished (at once once stopped). */
    wake(): Promise<void> {
      if (stopped) return Promise.resolve();
      if (!running) return runOne();
      if (!queued) {
        let resolve = () => {};
        const done = new Promise<void>((settle) => (resolve = settle));
        queued = { done, resolve };
      }
      return queued.done;
    },
    /** No run starts after this; resolves when the one in progress (if any) has finished. */
    async stop(): Promise<void> {
      stopped = true;
      await running;
    },
  };
}
export type SerialRunner = ReturnType<typeof serialRunner>;
