import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyReply } from 'fastify';

/**
 * What a failure of deferred work may log: a database error's message holds the query's parameters
 * (password hashes, addresses), so only its SQLSTATE, constraint and table are kept.
 */
function describeFailure(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as { code?: string; constraint?: string; table?: string } | undefined;
    return { kind: 'database', sqlState: cause?.code, constraint: cause?.constraint, table: cause?.table };
  }
  return error instanceof Error ? { kind: error.name, message: error.message } : { kind: typeof error };
}

/**
 * Work a route must do but must not answer after (issue 17: forgot-password and resend-otp answered
 * a known address later than an unknown one, because only a known one got its code made and mailed
 * first). `run` starts the work once the answer has been sent, or the client has gone (the work is
 * still wanted), and only on the next turn of the event loop, so nothing of it runs before the
 * answer's own callbacks. A failure is logged with the request's id, never lost silently. `drain`
 * waits for the work still running: the plugin's close calls it before the database goes.
 */
export function createAfterResponse() {
  const running = new Set<Promise<void>>();
  return {
    run(reply: FastifyReply, what: string, work: () => Promise<void>): void {
      const done = new Promise<void>((resolve) => {
        const start = () =>
          setImmediate(() => {
            work()
              .catch((error: unknown) => reply.log.error({ failure: describeFailure(error) }, `${what} failed after answering`))
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
