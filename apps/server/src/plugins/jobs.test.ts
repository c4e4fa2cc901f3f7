import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { periodicJob, registerJobs, type Job } from './jobs.ts';

// Issue 17 (point 18): the server's background work runs as jobs: started when the app is ready,
// stopped before it closes (the run in progress finished first), failures logged, and never two
// runs of one job at once.

/** A real logger whose lines the test reads. */
function loggedApp() {
  const lines: { msg: string; job?: string }[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  return { app, lines };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise the test settles when it wants. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('periodic jobs', () => {
  it('never runs one job twice at once, however often it falls due', async () => {
    const { app } = loggedApp();
    let running = 0;
    let most = 0;
    let runs = 0;
    const job = periodicJob(
      'slow',
      2,
      async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(20);
        running -= 1;
        runs += 1;
      },
      app.log,
    );
    job.start();
    await Promise.all([job.runNow(), job.runNow(), job.runNow()]);
    await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    await job.stop();
    expect(most).toBe(1);
  });

  it('logs a failed run with the job’s name and carries on', async () => {
    const { app, lines } = loggedApp();
    let calls = 0;
    const job = periodicJob(
      'flaky',
      60_000,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('the database went away');
      },
      app.log,
    );
    await job.runNow();
    await job.runNow();
    expect(calls).toBe(2);
    expect(lines).toEqual([expect.objectContaining({ msg: 'flaky failed', job: 'flaky' })]);
  });

  it('stops after the run in progress has finished, tells a long run to end early, and runs nothing after', async () => {
    const { app } = loggedApp();
    const release = gate();
    let signalled: AbortSignal | undefined;
    let finished = 0;
    const job = periodicJob(
      'long',
      60_000,
      async (signal) => {
        signalled = signal;
        await release.opened;
        finished += 1;
      },
      app.log,
    );
    const first = job.runNow();
    await expect.poll(() => signalled).toBeDefined();
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await sleep(20);
    expect(stopped).toBe(false);
    expect(signalled!.aborted).toBe(true);
    release.open();
    await Promise.all([first, stopping]);
    await job.runNow();
    expect(finished).toBe(1);
  });
});

describe('the jobs plugin', () => {
  it('starts the jobs when the app is ready, not while it is built, and stops them when it closes', async () => {
    const { app } = loggedApp();
    const events: string[] = [];
    const job: Job = {
      name: 'recorded',
      start: () => void events.push('start'),
      stop: async () => void events.push('stop'),
      runNow: async () => void events.push('run'),
    };
    registerJobs(app, [job]);
    expect(events).toEqual([]);
    await app.ready();
    expect(events).toEqual(['start']);
    await app.jobs.run('recorded');
    await expect(app.jobs.run('missing')).rejects.toThrow('There is no job missing; the jobs are recorded');
    await app.close();
    expect(events).toEqual(['start', 'run', 'stop']);
  });
});
