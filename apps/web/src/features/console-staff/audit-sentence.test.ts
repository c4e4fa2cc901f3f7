import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@crust/contract/console-staff';
import { auditSentence } from './audit-sentence';

// Issue 18: the audit log reads as sentences for people, not action codes and ids.

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  action: 'stock.product',
  target: 'restaurant_product:12',
  restaurant_id: 1,
  restaurant_name: 'Crust Surry Hills',
  staff_id: 3,
  staff_name: 'Mia Manager',
  staff_email: 'manager@crust.test',
  staff_role: 'manager',
  before: { id: 12, name: 'Garlic Bread', category: 'Sides', in_stock: true },
  after: { id: 12, name: 'Garlic Bread', category: 'Sides', in_stock: false },
  created_at: '2026-03-06T09:00:00.000Z',
  ...overrides,
});

describe('an audit entry as a sentence', () => {
  it.each([
    [entry({}), 'The manager at manager@crust.test marked Garlic Bread out of stock at Crust Surry Hills'],
    [
      entry({
        action: 'outlet.archive',
        target: 'outlet:1',
        staff_role: 'owner',
        staff_email: 'owner@crust.test',
        before: { status: 1 },
        after: { status: 0 },
      }),
      'The owner at owner@crust.test archived the outlet at Crust Surry Hills',
    ],
    [
      entry({
        action: 'outlet.update',
        target: 'outlet:1',
        staff_role: 'owner',
        staff_email: 'owner@crust.test',
        before: { version: 1 },
        after: { version: 2 },
      }),
      'The owner at owner@crust.test changed the outlet’s profile at Crust Surry Hills',
    ],
    [
      entry({ action: 'stock.modifier', before: null, after: { name: 'Ranch', in_stock: true } }),
      'The manager at manager@crust.test marked Ranch back in stock at Crust Surry Hills',
    ],
    [
      entry({ action: 'order.reject', target: 'order:ord_x', before: { status: 'placed' }, after: { number: 12, status: 'rejected', reason: 'Out of dough' } }),
      'The manager at manager@crust.test rejected order #12 (“Out of dough”) at Crust Surry Hills',
    ],
    [
      entry({ action: 'order.accept', before: { status: 'placed' }, after: { status: 'accepted' } }),
      'The manager at manager@crust.test accepted an order at Crust Surry Hills',
    ],
    [
      entry({ action: 'coupon.disable', restaurant_id: null, restaurant_name: null, before: { code: 'PIZZA20' }, after: { code: 'PIZZA20' } }),
      'The manager at manager@crust.test disabled coupon PIZZA20',
    ],
    [
      entry({ action: 'outlet.resume', staff_id: null, staff_name: null, staff_email: null, staff_role: null }),
      'The system resumed online ordering at Crust Surry Hills',
    ],
    [
      entry({
        action: 'staff.invite',
        restaurant_id: null,
        restaurant_name: null,
        staff_role: 'owner',
        staff_email: 'owner@crust.test',
        after: { email: 'new@crust.test', role: 'crew' },
      }),
      'The owner at owner@crust.test invited new@crust.test as crew',
    ],
    [
      entry({ action: 'zone.delete', before: { name: 'Inner city' }, after: null }),
      'The manager at manager@crust.test removed delivery zone Inner city at Crust Surry Hills',
    ],
    [entry({ action: 'rules.hours' }), 'The manager at manager@crust.test changed the opening hours at Crust Surry Hills'],
  ])('entry %# reads as its sentence', (input, sentence) => {
    expect(auditSentence(input)).toBe(sentence);
  });
});
