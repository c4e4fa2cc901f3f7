import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serialRunner } from '../lib/serial-runner.ts';

/**
 * Background work the server does beside answering requests (issue 17): expiring unpaid orders,
 * resuming paused outlets, sending the mail queue, the retention sweep. Every instance runs every
 * job: each is written so that two instances racing are harmless (conditional updates, SKIP LOCKED).
 */
export interface Job {
  name: string;
  start(): Promise<void> | void;
  /** Resolves once the run in progress, if any, has finished; no run starts after it. */
  stop(): Promise<void>;
  /** Runs the job now (after the run in progress, if any) and resolves when that run is done: tests and scripts. */
  runNow(): Promise<void>;
}

/**
 * A job run every `everyMs` (the first run one period after start), never two runs at once, its
 * failures logged. `signal` aborts when the app stops: a long run (a big backlog) ends early there.
 */
export function periodicJob(name: string, everyMs: number, run: (signal: AbortSignal) => Promise<unknown>, log: FastifyBaseLogger): Job {
  const stopping = new AbortController();
  const runner = serialRunner(
    () => run(stopping.signal),
    (error) => log.error({ err: error, job: name }, `${name} failed`),
  );
  let timer: NodeJS.Timeout | undefined;
  return {
    name,
    start() {
      timer = setInterval(runner.wake, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await runner.stop();
    },
    runNow: runner.wake,
  };
}

export interface Jobs {
  /** Runs the named job now: see Job.runNow. */
  run(name: string): Promise<void>;
}

/**
 * Starts the jobs when the app is ready (listening, or readied by a test), not while it is being
 * built: an app that fails to build leaves nothing running. They stop before the app closes its
 * resources (preClose), each finishing the run in progress, so none is cut off mid-write.
 */
export function registerJobs(app: FastifyInstance, jobs: readonly Job[]): void {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  app.addHook('onReady', async () => {
    for (const job of jobs) await job.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
  app.decorate('jobs', {
    async run(name: string) {
      const job = byName.get(name);
      if (!job) throw new Error(`There is no job ${name}; the jobs are ${[...byName.keys()].join(', ')}`);
      return job.runNow();
    },
  } satisfies Jobs);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's background jobs: tests run one now instead of waiting for its period. */
    jobs: Jobs;
  }
}
