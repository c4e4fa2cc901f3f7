import { describe, expect, it } from 'vitest';
import { deliveryFee, meetsMinimumOrder, zoneOf, type DeliveryZone } from './delivery-zones.ts';

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
});
