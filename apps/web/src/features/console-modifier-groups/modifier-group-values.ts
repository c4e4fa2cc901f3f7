import { modifierGroupFieldsSchema, type ConsoleModifierGroup, type ModifierGroupFields } from '@crust/contract/console-modifier-groups';
import { centsOf, centsToDollarsText, moneyWording } from '@/lib/money-input';
import { newRowKey } from '@/lib/list-edits';
import { checkWithSchema, wholeNumberOf } from '@/lib/schema-check';
import type { Checked } from '@/lib/use-checked-form';

/** A modifier as typed: its price in dollars; `key` follows the row as it moves. */
export type ModifierRow = { key: string; id?: number; name: string; price: string; is_default: boolean };
export type GroupFormValues = { name: string; min_choices: string; max_choices: string; modifiers: ModifierRow[] };

/**
 * Where a message goes: the group's own fields by name, a modifier's as `modifiers.<index>.<field>`
 * (`online_price` is the row's price), the list's own (too few, two defaults too many) as `modifiers`.
 */
export type GroupErrors = Record<string, string>;

export const newModifierRow = (): ModifierRow => ({ key: newRowKey(), name: '', price: '0.00', is_default: false });

export const NEW_GROUP: GroupFormValues = { name: '', min_choices: '0', max_choices: '1', modifiers: [newModifierRow()] };

export const groupFormValuesOf = (group: ConsoleModifierGroup): GroupFormValues => ({
  name: group.name,
  min_choices: String(group.min_choices),
  max_choices: String(group.max_choices),
  modifiers: group.modifiers.map((modifier) => ({
    key: `id-${modifier.id}`,
    id: modifier.id,
    name: modifier.name,
    price: centsToDollarsText(modifier.online_price),
    is_default: modifier.is_default,
  })),
});

/** A path of the request (ours or the server's 400) as the form's place for its message. */
export const groupFieldOf = (path: readonly PropertyKey[]): string =>
  path[0] === 'modifiers' && path.length >= 3 ? path.slice(0, 3).map(String).join('.') : String(path[0] ?? 'name');

const priceWording = moneyWording('1.50');

/** The request, checked by the contract: prices typed in dollars go as cents. */
export function groupRequest(values: GroupFormValues): Checked<GroupErrors, ModifierGroupFields> {
  const request = {
    name: values.name,
    min_choices: wholeNumberOf(values.min_choices),
    max_choices: wholeNumberOf(values.max_choices),
    modifiers: values.modifiers.map(({ id, name, price, is_default }) => ({ ...(id !== undefined && { id }), name, online_price: centsOf(price), is_default })),
  };
  // Each row's price in dollars has the money words ('Enter an amount in dollars, e.g. 1.50.').
  const wording = Object.fromEntries(values.modifiers.map((_, index) => [`modifiers.${index}.online_price`, priceWording]));
  return checkWithSchema<GroupErrors, ModifierGroupFields>(modifierGroupFieldsSchema, request, wording, groupFieldOf);
}
