import { modifierGroupFieldsSchema, type ModifierGroupFields } from '@crust/contract/console-modifier-groups';
import { centsOf, moneyWording } from '@/lib/money-input';
import { checkWithSchema, wholeNumberOf } from '@/lib/schema-check';
import type { Checked } from '@/lib/use-checked-form';

// Issue 19: a new shared modifier group typed in the product form (prices in dollars), checked with
// the contract's schema before it is sent.

export type ModifierValues = { name: string; price: string; is_default: boolean };
export type GroupFormValues = { name: string; min_choices: string; max_choices: string; modifiers: ModifierValues[] };

export const EMPTY_MODIFIER: ModifierValues = { name: '', price: '0.00', is_default: false };
export const NEW_GROUP: GroupFormValues = { name: '', min_choices: '0', max_choices: '1', modifiers: [EMPTY_MODIFIER] };

export function groupRequest(values: GroupFormValues): Checked<GroupFormValues, ModifierGroupFields> {
  return checkWithSchema<GroupFormValues, ModifierGroupFields>(
    modifierGroupFieldsSchema,
    {
      name: values.name,
      min_choices: wholeNumberOf(values.min_choices),
      max_choices: wholeNumberOf(values.max_choices),
      modifiers: values.modifiers.map((modifier) => ({ name: modifier.name, online_price: centsOf(modifier.price), is_default: modifier.is_default })),
    },
    { modifiers: (issue) => (issue.path[2] === 'online_price' ? moneyWording('1.50')(issue) : undefined) },
  );
}
