import { attributeFieldsSchema, type AttributeFields, type ConsoleAttribute } from '@crust/contract/console-attributes';
import { newRowKey } from '@/lib/list-edits';
import { checkWithSchema } from '@/lib/schema-check';
import type { Checked } from '@/lib/use-checked-form';

export type ValueRow = { key: string; id?: number; name: string };
export type AttributeFormValues = { name: string; values: ValueRow[] };
/** Messages by place: `name`, `values` (the list's own), `values.<index>.name`. */
export type AttributeErrors = Record<string, string>;

export const newValueRow = (): ValueRow => ({ key: newRowKey(), name: '' });
export const NEW_ATTRIBUTE: AttributeFormValues = { name: '', values: [newValueRow()] };

export const attributeFormValuesOf = (attribute: ConsoleAttribute): AttributeFormValues => ({
  name: attribute.name,
  values: attribute.values.map((value) => ({ key: `id-${value.id}`, id: value.id, name: value.name })),
});

/** A path of the request (ours or the server's 400) as the form's place for its message. */
export const attributeFieldOf = (path: readonly PropertyKey[]): string =>
  path[0] === 'values' && path.length >= 3 ? path.slice(0, 3).map(String).join('.') : String(path[0] ?? 'name');

export const attributeRequest = (values: AttributeFormValues): Checked<AttributeErrors, AttributeFields> =>
  checkWithSchema<AttributeErrors, AttributeFields>(
    attributeFieldsSchema,
    { name: values.name, values: values.values.map(({ id, name }) => ({ ...(id !== undefined && { id }), name })) },
    {},
    attributeFieldOf,
  );
