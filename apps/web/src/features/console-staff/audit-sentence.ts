import type { AuditEntry } from '@crust/contract/console-staff';

// Issue 18: the audit log reads as sentences for people ("The manager at manager@crust.test marked
// Garlic Bread out of stock at Crust Surry Hills"); the raw before and after stay one click away.

/** A field of a before or after (stored JSON, whatever its shape then), as text if it is one. */
function field(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' || typeof found === 'number' ? String(found) : undefined;
}

/** Each with the order where it goes: entries from before issue 18 do not hold its number. */
const ORDER_VERBS: Record<string, (order: string) => string> = {
  accept: (order) => `accepted ${order}`,
  start_preparing: (order) => `started preparing ${order}`,
  mark_ready: (order) => `marked ${order} ready`,
  send_out: (order) => `sent ${order} out for delivery`,
  complete: (order) => `completed ${order}`,
  reject: (order) => `rejected ${order}`,
};

const FIXED_VERBS: Record<string, string> = {
  'outlet.create': 'created the outlet',
  'outlet.update': 'changed the outlet’s profile',
  'outlet.archive': 'archived the outlet',
  'outlet.unarchive': 'brought back the archived outlet',
  'outlet.pause': 'paused online ordering',
  'outlet.resume': 'resumed online ordering',
  'rules.hours': 'changed the opening hours',
  'rules.update': 'changed the ordering rules',
  'rules.closure_add': 'added a closure',
  'rules.closure_remove': 'removed a closure',
  'site_config.save': 'saved the site configuration',
  'site_config.restore': 'restored an earlier site configuration',
  'staff.sign_in': 'signed in',
  'staff.password_set': 'set their password',
  'staff.totp_enable': 'turned on two-step sign-in',
  'staff.totp_disable': 'turned off two-step sign-in',
};

const COUPON_VERBS: Record<string, string> = { create: 'created', update: 'changed', enable: 'enabled', disable: 'disabled' };
const ZONE_VERBS: Record<string, string> = { create: 'added', update: 'changed', delete: 'removed' };

/** What was done, in words; the action's own name for one this does not know yet. */
function predicate({ action, target, before, after }: AuditEntry): string {
  const [area = '', step = ''] = action.split('.');
  const latest = after ?? before;
  const fixed = FIXED_VERBS[action];
  if (fixed) return fixed;
  const orderVerb = area === 'order' ? ORDER_VERBS[step] : undefined;
  if (orderVerb) {
    const number = field(after, 'number');
    const done = orderVerb(number ? `order #${number}` : 'an order');
    const reason = field(after, 'reason');
    return reason ? `${done} (“${reason}”)` : done;
  }
  if (action === 'stock.product' || action === 'stock.modifier') {
    const inStock = typeof latest === 'object' && latest !== null && (latest as { in_stock?: unknown }).in_stock === true;
    return `marked ${field(latest, 'name') ?? 'an item'} ${inStock ? 'back in stock' : 'out of stock'}`;
  }
  if (area === 'coupon' && COUPON_VERBS[step]) return `${COUPON_VERBS[step]} coupon ${field(latest, 'code') ?? field(latest, 'name') ?? ''}`.trimEnd();
  if (area === 'zone' && ZONE_VERBS[step]) return `${ZONE_VERBS[step]} delivery zone ${field(latest, 'name') ?? ''}`.trimEnd();
  if (action === 'staff.invite' || action === 'staff.create' || action === 'staff.update') {
    const who = field(latest, 'email') ?? field(latest, 'name') ?? 'a person';
    if (action === 'staff.update') return `changed the access of ${who}`;
    return `${action === 'staff.invite' ? 'invited' : 'added'} ${who} as ${field(latest, 'role') ?? 'staff'}`;
  }
  return `did ${action} on ${target}`;
}

/** 'The manager at manager@crust.test marked Garlic Bread out of stock at Crust Surry Hills' */
export function auditSentence(entry: AuditEntry): string {
  const who =
    entry.staff_id === null ? 'The system' : `The ${entry.staff_role ?? 'person'} at ${entry.staff_email ?? entry.staff_name ?? `staff #${entry.staff_id}`}`;
  const where = entry.restaurant_name ? ` at ${entry.restaurant_name}` : '';
  return `${who} ${predicate(entry)}${where}`;
}
