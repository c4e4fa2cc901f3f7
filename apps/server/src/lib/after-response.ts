import type { FastifyReply } from 'fastify';

/**
 * Work a route must do but must not answer after (issue 17: forgot-password and resend-otp answered
 * a known address later than an unknown one, because only a known one got its code made and mailed
 * first). `run` starts the work once the answer has been sent, or the client has gone (the work is
 * still wanted), and only on the next turn of the event loop, so nothing of it runs before the
 * answer's own callbacks. A failure is logged with the request's id, never lost silently (a
 * database error without its values: logger-options.ts). `drain` waits for the work still running:
 * the plugin's close calls it before the database goes.
 */
export function createAfterResponse() {
  const running = new Set<Promise<void>>();
  return {
    run(reply: FastifyReply, what: string, work: () => Promise<void>): void {
      const done = new Promise<void>((resolve) => {
        const start = () =>
          setImmediate(() => {
            work()
              .catch((error: unknown) => reply.log.error({ err: error }, `${what} failed after answering`))
              .finally(resolve);
          });
        reply.then(start, start);
      });
      running.add(done);
      void done.then(() => running.delete(done));
    },

    async drain(): Promise<void> {
      await Promise.all(running);
    },
  };
}
export type AfterResponse = ReturnType<typeof createAfterResponse>;
