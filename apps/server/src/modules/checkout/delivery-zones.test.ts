import { describe, expect, it } from 'vitest';
import { deliveryFee, FREE_DELIVERY_NUDGE_WITHIN, meetsMinimumOrder, spendForFreeDelivery, zoneOf, type DeliveryZone } from './delivery-zones.ts';

const zone = (name: string, overrides: Partial<DeliveryZone> = {}): DeliveryZone => ({
  name,
  postcodes: [],
  suburbs: [],
  fee: 500,
  minimumOrder: 2000,
  freeDeliveryOver: 3000,
  ...overrides,
});

describe('delivery zones (issue 9)', () => {
  const inner = zone('Inner', { postcodes: ['2010'], suburbs: ['surry hills'] });
  const darlinghurst = zone('Darlinghurst', { suburbs: ['darlinghurst'], fee: 700 });
  const east = zone('East', { postcodes: ['2021', '2010'], fee: 900 });
  const zones = [east, inner, darlinghurst];

  it('finds the zone by suburb, whatever its case and spacing, before one naming only the postcode', () => {
    expect(zoneOf(zones, { postcode: '2010', suburb: '  Surry   HILLS ' })).toBe(inner);
    expect(zoneOf(zones, { postcode: '2010', suburb: 'Darlinghurst' })).toBe(darlinghurst);
  });

  it('falls back to the postcode, and finds nothing outside every zone', () => {
    expect(zoneOf(zones, { postcode: ' 2021', suburb: 'Paddington' })).toBe(east);
    expect(zoneOf(zones, { postcode: '2000', suburb: 'Sydney' })).toBeNull();
  });

  it('charges the fee up to and including the free-delivery amount, nothing above it', () => {
    expect(deliveryFee(inner, 2999)).toBe(500);
    expect(deliveryFee(inner, 3000)).toBe(500);
    expect(deliveryFee(inner, 3001)).toBe(0);
    expect(deliveryFee(zone('Always', { freeDeliveryOver: null }), 1_000_000)).toBe(500);
  });

  it('accepts an order of exactly the minimum, not a cent less', () => {
    expect(meetsMinimumOrder(inner, 2000)).toBe(true);
    expect(meetsMinimumOrder(inner, 1999)).toBe(false);
  });

  describe('what more to spend for free delivery (issue 18 point 12)', () => {
    it('is the least spend that earns it: over the amount, so a cent more than the difference', () => {
      expect(spendForFreeDelivery([inner], 2500)).toBe(501);
      expect(spendForFreeDelivery([inner], 3000)).toBe(1);
      // Spending exactly that makes the fee go: the nudge and the charge agree.
      expect(deliveryFee(inner, 2500 + 501)).toBe(0);
      expect(deliveryFee(inner, 2500 + 500)).toBe(500);
    });

    it('says nothing once delivery is free, or while free delivery is further off than the nudge', () => {
      expect(spendForFreeDelivery([inner], 3001)).toBeNull();
      expect(spendForFreeDelivery([inner], 3001 - FREE_DELIVERY_NUDGE_WITHIN)).toBe(FREE_DELIVERY_NUDGE_WITHIN);
      expect(spendForFreeDelivery([inner], 3000 - FREE_DELIVERY_NUDGE_WITHIN)).toBeNull();
    });

    it('promises only what holds in every zone: one same amount, each with a fee to waive', () => {
      expect(spendForFreeDelivery([inner, darlinghurst, east], 2500)).toBe(501);
      expect(spendForFreeDelivery([inner, zone('Far', { freeDeliveryOver: 5000 })], 2500)).toBeNull();
      expect(spendForFreeDelivery([inner, zone('Next door', { fee: 0 })], 2500)).toBeNull();
      expect(spendForFreeDelivery([zone('Always', { freeDeliveryOver: null })], 2500)).toBeNull();
      expect(spendForFreeDelivery([], 2500)).toBeNull();
    });
  });
});
