import type { ConsoleAttribute } from '@crust/contract/console-attributes';
import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { TextField } from '@/components/ui/text-field';
import type { OfferedAttribute, OfferedValue } from '../product-values';

type ConfigurationsFieldProps = {
  attributes: ConsoleAttribute[];
  value: OfferedAttribute[];
  onChange: (value: OfferedAttribute[]) => void;
  error?: string | null;
};

/**
 * Sizes and other configurations: for each of the tenant's attributes, the values the product offers
 * and each one's price adjustment in dollars (negative: cheaper than the product's price). An
 * attribute with no value ticked is not offered.
 */
export function ConfigurationsField({ attributes, value, onChange, error }: ConfigurationsFieldProps) {
  const errorId = useId();
  const offeredOf = (attributeId: number) => value.find((entry) => entry.attribute_id === attributeId)?.values ?? [];

  // Values in the attribute's own order; the attributes in the tenant's, those still offered kept.
  const setOffered = (attribute: ConsoleAttribute, offered: OfferedValue[]) => {
    const ordered = attribute.values.flatMap((known) => offered.filter((entry) => entry.attribute_value_id === known.id));
    const others = value.filter((entry) => entry.attribute_id !== attribute.id);
    const next = ordered.length > 0 ? [...others, { attribute_id: attribute.id, values: ordered }] : others;
    onChange(attributes.flatMap((known) => next.filter((entry) => entry.attribute_id === known.id)));
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3 rounded-lg border border-black/10 p-3">
      <legend className="px-1 font-semibold">Sizes and other configurations</legend>
      {attributes.length === 0 && <p className="text-sm text-text/75">The business has no configurations such as Size yet.</p>}
      {attributes.map((attribute) => {
        const offered = offeredOf(attribute.id);
        return (
          <fieldset key={attribute.id} className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{attribute.name}</legend>
            {attribute.values.map((known) => {
              const entry = offered.find((candidate) => candidate.attribute_value_id === known.id);
              const others = offered.filter((candidate) => candidate !== entry);
              return (
                <div key={known.id} className="flex flex-wrap items-end gap-3">
                  <label className="flex min-h-11 min-w-40 items-center gap-3">
                    <input
                      type="checkbox"
                      checked={entry !== undefined}
                      onChange={(event) =>
                        setOffered(attribute, event.target.checked ? [...others, { attribute_value_id: known.id, adjustment: '0.00' }] : others)
                      }
                      className="size-5"
                    />
                    {known.name}
                  </label>
                  {entry && (
                    <TextField
                      label={`${attribute.name} ${known.name}: price adjustment ($)`}
                      inputMode="decimal"
                      value={entry.adjustment}
                      onChange={(adjustment) => setOffered(attribute, [...others, { ...entry, adjustment }])}
                      hint="Negative for cheaper, e.g. -4"
                      className="w-64"
                    />
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
