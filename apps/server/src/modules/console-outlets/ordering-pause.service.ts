import type { OutletOrdering, PauseOrderingRequest } from '@crust/contract/console-outlets';
import { notFound } from '../../lib/http-error.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { orderingView, type OrderingPauseRepo, type OrderingState } from './ordering-pause.repo.ts';

/**
 * How often each instance reopens outlets whose pause has ended (the job resume-paused-outlets): a
 * pause ends at most this late. Every instance sweeps, so a pause ends even when the instance that
 * made it is gone; resumeDue's locked re-read makes two instances racing harmless.
 */
export const RESUME_SWEEP_MS = 15_000;
const MINUTE_MS = 60_000;

/** A pause for some minutes ends then; a pause of null minutes lasts until someone resumes. */
export const pausedState = (minutes: PauseOrderingRequest['minutes'], at: Date): OrderingState => ({
  open: false,
  pausedUntil: minutes === null ? null : new Date(at.getTime() + minutes * MINUTE_MS),
});

/**
 * Pausing an outlet's online ordering (issue 10). It drives the settings row's
 * is_online_order_enabled, so diners' app settings show the spec's notice and order placement
 * answers ordering_paused from the next request; orders already placed are not touched.
 */
export function createOrderingPauseService(repo: OrderingPauseRepo, now: () => Date) {
  const outletGone = () => notFound('There is no such outlet.');
  async function set(session: StaffSession, restaurantId: number, next: OrderingState, action: string): Promise<OutletOrdering> {
    const state = await repo.set(session, restaurantId, next, action);
    if (!state) throw outletGone();
    return orderingView(state);
  }

  return {
    async get(session: StaffSession, restaurantId: number): Promise<OutletOrdering> {
      const state = await repo.find(session.tenantId, restaurantId);
      if (!state) throw outletGone();
      return orderingView(state);
    },
    pause: (session: StaffSession, restaurantId: number, minutes: PauseOrderingRequest['minutes']) =>
      set(session, restaurantId, pausedState(minutes, now()), 'outlet.pause'),
    resume: (session: StaffSession, restaurantId: number) => set(session, restaurantId, { open: true, pausedUntil: null }, 'outlet.resume'),
    /** Reopens every outlet whose timed pause has ended by the app's clock; how many it reopened. */
    resumeDue: (): Promise<number> => repo.resumeDue(now()),
  };
}
export type OrderingPauseService = ReturnType<typeof createOrderingPauseService>;
