import type { AddClosureRequest, OutletHoursRequest, OutletRules, UpdateOutletRulesRequest } from '@crust/contract/console-rules';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { OUTLET_NOT_FOUND, type StaffSession } from '../../plugins/staff-authenticate.ts';
import { wallTimeOf } from '../checkout/zoned-time.ts';
import { parseShifts } from './opening-hours.ts';
import type { OrderingRulesRepo, OutletShifts } from './ordering-rules.repo.ts';

/** What a write answered: the rules after it, or why there are none. */
function rulesOrThrow(rules: OutletRules | null | 'none', none = 'Nothing to change.'): OutletRules {
  if (rules === null) throw notFound(OUTLET_NOT_FOUND);
  if (rules === 'none') throw notFound(none);
  return rules;
}

/** Issue 10: a manager edits what checkout applies to an outlet's diners (issue 9's rules). */
export function createOrderingRulesService(repo: OrderingRulesRepo, now: () => Date) {
  function shiftsOf(request: OutletHoursRequest): OutletShifts {
    const pickup = parseShifts('Pickup', request.pickup);
    if ('problem' in pickup) throw badRequest(pickup.problem);
    const delivery = parseShifts('Delivery', request.delivery);
    if ('problem' in delivery) throw badRequest(delivery.problem);
    return { pickup: pickup.ranges, delivery: delivery.ranges };
  }

  async function get(session: StaffSession, restaurantId: number): Promise<OutletRules> {
    return rulesOrThrow(await repo.find(session.tenantId, restaurantId, now()));
  }

  return {
    get,
    replaceHours: async (session: StaffSession, restaurantId: number, request: OutletHoursRequest) =>
      rulesOrThrow(await repo.replaceHours(session, restaurantId, shiftsOf(request), now())),
    update: async (session: StaffSession, restaurantId: number, request: UpdateOutletRulesRequest) =>
      rulesOrThrow(await repo.update(session, restaurantId, request, now())),

    /** A date already past (in the outlet's zone) would close nothing: refused rather than kept unseen. */
    async addClosure(session: StaffSession, restaurantId: number, request: AddClosureRequest): Promise<OutletRules> {
      const at = now();
      const { timezone } = await get(session, restaurantId);
      if (request.date < wallTimeOf(at, timezone).date) throw badRequest(`${request.date} has passed in the outlet's time zone (${timezone}).`);
      return rulesOrThrow(await repo.addClosure(session, restaurantId, request.date, request.reason || null, at));
    },
    removeClosure: async (session: StaffSession, restaurantId: number, date: string) =>
      rulesOrThrow(await repo.removeClosure(session, restaurantId, date, now()), `The outlet is not closed on ${date}.`),
  };
}
export type OrderingRulesService = ReturnType<typeof createOrderingRulesService>;
