import { errorCodes } from '@crust/contract/errors';
import { HttpError } from '../../lib/http-error.ts';

/**
 * Runs the photos' pixel work one at a time (issue 19). On two cores, two photos encoding at once
 * would take the core the event loop answers every other request with; one after another, each
 * photo takes under a second and /api/health keeps its pace. Past `maxWaiting` queued photos an
 * upload is turned away (503) rather than holding ever more 10 MB files in memory.
 */
export function takeTurns(maxWaiting: number) {
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (waiting >= maxWaiting) {
      throw new HttpError(503, errorCodes.serviceUnavailable, 'Photos are being processed for others: try again in a few seconds.');
    }
    waiting += 1;
    const turn = last.then(work);
    // The next photo waits for this one to end, however it ends.
    last = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      waiting -= 1;
    }
  };
}
