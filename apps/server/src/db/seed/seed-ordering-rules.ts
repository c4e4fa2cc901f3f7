import { shiftOf } from '../../modules/checkout/time-slots.ts';
import type { Database } from '../client.ts';
import { deliveryZones, outletHours, type Fulfilment } from '../schema/outlet-ordering.ts';

// The demo outlets' hours and delivery zones (issue 9): a lunch and a dinner shift, later on Friday
// and Saturday nights, and zones that keep the banner's promise of free delivery over $30.

const SUNDAY_TO_THURSDAY = [0, 1, 2, 3, 4];
const FRIDAY_AND_SATURDAY = [5, 6];

/** [weekdays, opens, closes] per way of ordering; a close before the opening runs past midnight. */
const SHIFTS: Record<Fulfilment, [number[], string, string][]> = {
  pickup: [
    [[...SUNDAY_TO_THURSDAY, ...FRIDAY_AND_SATURDAY], '11:30', '14:30'],
    [SUNDAY_TO_THURSDAY, '17:00', '21:30'],
    [FRIDAY_AND_SATURDAY, '17:00', '00:30'],
  ],
  delivery: [
    [[...SUNDAY_TO_THURSDAY, ...FRIDAY_AND_SATURDAY], '11:30', '14:00'],
    [SUNDAY_TO_THURSDAY, '17:00', '21:00'],
    [FRIDAY_AND_SATURDAY, '17:00', '23:30'],
  ],
};

const FREE_DELIVERY_OVER = 3000;

/** Zones per demo outlet slug (Bondi does not deliver): [name, postcodes, suburbs, fee, minimum order]. */
const ZONES: Record<string, [string, string[], string[], number, number][]> = {
  'surry-hills': [
    ['Surry Hills and Darlinghurst', ['2010'], ['surry hills', 'darlinghurst'], 500, 2000],
    ['Redfern, Paddington and Waterloo', ['2016', '2021', '2017'], ['redfern', 'paddington', 'waterloo'], 800, 2500],
  ],
  newtown: [
    ['Newtown and Enmore', ['2042'], ['newtown', 'enmore'], 500, 2000],
    ['Erskineville, Camperdown and Stanmore', ['2043', '2050', '2048'], ['erskineville', 'camperdown', 'stanmore'], 700, 2500],
  ],
};

export async function seedOrderingRules(tx: Database, tenantId: number, outletIds: ReadonlyMap<string, number>): Promise<void> {
  for (const [slug, restaurantId] of outletIds) {
    const hours = (Object.entries(SHIFTS) as [Fulfilment, (typeof SHIFTS)[Fulfilment]][]).flatMap(([fulfilment, shifts]) =>
      shifts.flatMap(([weekdays, opens, closes]) => weekdays.map((weekday) => ({ tenantId, restaurantId, fulfilment, ...shiftOf(weekday, opens, closes) }))),
    );
    await tx.insert(outletHours).values(hours);
    const zones = ZONES[slug] ?? [];
    if (zones.length > 0)
      await tx.insert(deliveryZones).values(
        zones.map(([name, postcodes, suburbs, fee, minimumOrder], index) => ({
          tenantId,
          restaurantId,
          name,
          postcodes,
          suburbs,
          fee,
          minimumOrder,
          freeDeliveryOver: FREE_DELIVERY_OVER,
          sortOrder: index + 1,
        })),
      );
  }
}
