import type { DeliveryZoneView, OutletRules } from '@crust/contract/console-rules';

/** An outlet open for pickup 11:00–21:00 on Mondays and 17:00–01:00 on Fridays, delivering Fridays. */
export const outletRules = (overrides: Partial<OutletRules> = {}): OutletRules => ({
  timezone: 'Australia/Sydney',
  pickup: {
    enabled: true,
    lead_minutes: 20,
    hours: [
      { weekday: 1, opens: '11:00', closes: '21:00' },
      { weekday: 5, opens: '17:00', closes: '01:00' },
    ],
  },
  delivery: { enabled: true, lead_minutes: 40, hours: [{ weekday: 5, opens: '17:00', closes: '22:00' }] },
  slot_minutes: 15,
  slot_capacity: 6,
  accepts_cash: true,
  max_order_total: 100_000,
  closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
  ...overrides,
});

export const deliveryZone = (overrides: Partial<DeliveryZoneView> = {}): DeliveryZoneView => ({
  id: 4,
  name: 'Inner city',
  postcodes: ['2010'],
  suburbs: ['surry hills'],
  fee: 500,
  minimum_order: 2000,
  free_delivery_over: null,
  sort_order: 0,
  ...overrides,
});
