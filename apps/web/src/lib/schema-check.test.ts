import { deliveryZoneRequestSchema } from '@crust/contract/console-rules';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { centsOf, moneyWording } from './money-input';
import { checkWithSchema, wholeNumberOf } from './schema-check';

// Issue 17: forms check with the contract's own schemas and show each issue under its field.

type ZoneFields = 'name' | 'postcodes' | 'suburbs' | 'fee' | 'minimum_order' | 'free_delivery_over' | 'sort_order';
const zone = { name: 'Inner west', postcodes: ['2042'], suburbs: [], fee: 500, minimum_order: 0, free_delivery_over: null, sort_order: 1 };

describe('checking a form with the contract’s schema', () => {
  it('hands on what the schema makes of the request, as the server reads it', () => {
    expect(checkWithSchema(deliveryZoneRequestSchema, { ...zone, name: '  Inner west ', suburbs: ['Surry  Hills', 'surry hills'] })).toEqual({
      request: { ...zone, suburbs: ['surry hills'] },
    });
  });

  it('puts each issue under its field, a list item’s under the list, the contract’s message as a sentence', () => {
    expect(
      checkWithSchema<Record<ZoneFields, string>, unknown>(deliveryZoneRequestSchema, { ...zone, name: ' ', postcodes: ['2042', '20x'], fee: 20_000_000 }),
    ).toEqual({
      errors: { name: 'Name the zone.', postcodes: 'A postcode is 4 digits.', fee: 'At most $100,000.' },
    });
  });

  it('words what the contract left unworded for a person, and lets a form word its own fields', () => {
    const schema = z.strictObject({ count: z.number().int().min(1).max(10_000), note: z.string().trim().min(1).max(5), price: z.number().int().max(500) });
    expect(checkWithSchema(schema, { count: wholeNumberOf('12x'), note: '', price: 20 })).toEqual({
      errors: { count: 'Enter a whole number.', note: 'Fill this in.' },
    });
    expect(checkWithSchema(schema, { count: 20_000, note: 'far too long', price: 20 })).toEqual({
      errors: { count: 'At most 10,000.', note: 'At most 5 characters.' },
    });
    expect(checkWithSchema(schema, { count: 0, note: 'ok', price: 2.5 })).toEqual({ errors: { count: 'At least 1.', price: 'Enter a whole number.' } });
    const money = { price: moneyWording('5 or 4.50') };
    expect(checkWithSchema(schema, { count: 1, note: 'ok', price: centsOf('five') }, money)).toEqual({
      errors: { price: 'Enter an amount in dollars, e.g. 5 or 4.50.' },
    });
    expect(checkWithSchema(schema, { count: 1, note: 'ok', price: centsOf('5.01') }, money)).toEqual({ errors: { price: 'At most $5.00.' } });
  });
});
