import { daypartFieldsSchema, type Daypart, type DaypartFields, type OutletMenuItem } from '@crust/contract/console-outlet-menu';
import { checkWithSchema } from '@/lib/schema-check';
import type { Checked } from '@/lib/use-checked-form';

/** ISO weekdays, 1 Monday to 7 Sunday, as the contract numbers them. */
export const WEEKDAYS = [
  [1, 'Mon'],
  [2, 'Tue'],
  [3, 'Wed'],
  [4, 'Thu'],
  [5, 'Fri'],
  [6, 'Sat'],
  [7, 'Sun'],
] as const;

/** `target` is 'category:<id>' or 'product:<id>', the select's value. */
export type DaypartFormValues = { name: string; target: string; weekdays: number[]; starts: string; ends: string };

export const NEW_DAYPART: DaypartFormValues = { name: '', target: '', weekdays: [1, 2, 3, 4, 5], starts: '11:00', ends: '15:00' };

const targetValue = (target: Daypart['target']) => ('category_id' in target ? `category:${target.category_id}` : `product:${target.product_id}`);

export const daypartFormValuesOf = (daypart: Daypart): DaypartFormValues => ({
  name: daypart.name,
  target: targetValue(daypart.target),
  weekdays: daypart.weekdays,
  starts: daypart.starts,
  ends: daypart.ends,
});

/** What a schedule may apply to: each category of the outlet's list (all its products), then each product. */
export function targetChoices(items: readonly OutletMenuItem[]): { value: string; label: string }[] {
  const categories = new Map(items.map((item) => [item.category_id, item.category]));
  return [
    ...[...categories].map(([id, name]) => ({ value: `category:${id}`, label: `Category: ${name}` })),
    ...items.map((item) => ({ value: `product:${item.product_id}`, label: `Product: ${item.name}` })),
  ];
}

export const targetLabel = (target: Daypart['target'], choices: readonly { value: string; label: string }[]): string =>
  choices.find((choice) => choice.value === targetValue(target))?.label ?? 'Something no longer on the menu';

function targetOf(value: string): DaypartFields['target'] | undefined {
  const match = /^(category|product):(\d+)$/.exec(value);
  if (!match) return undefined;
  return match[1] === 'category' ? { category_id: Number(match[2]) } : { product_id: Number(match[2]) };
}

export const daypartRequest = (values: DaypartFormValues): Checked<DaypartFormValues, DaypartFields> =>
  checkWithSchema<DaypartFormValues, DaypartFields>(
    daypartFieldsSchema,
    { ...values, target: targetOf(values.target) },
    {
      target: () => 'Choose a category or a product.',
    },
  );
