import { useId } from 'react';
import type { MenuConfiguration } from '@crust/contract/menu';
import { priceDifferenceLabel } from '../item-price';
import { ChoiceOption } from './choice-option';

type ConfigurationFieldsetProps = {
  configuration: MenuConfiguration;
  chosenValueId: number | undefined;
  onChoose: (attributeValueId: number) => void;
  /** Beside each value: its price difference by default; a half-and-half shows the whole pizza's price at each size instead (issue 18). */
  priceLabel?: (attributeValueId: number, priceAdjustment: number) => string | null;
  /** Read by screen readers after the name, e.g. '(Margherita 2)', where several items show the same attribute. */
  legendSuffix?: string;
};

/** An attribute such as size or crust: exactly one value, so radio buttons. */
export function ConfigurationFieldset({
  configuration,
  chosenValueId,
  onChoose,
  priceLabel = (_valueId, adjustment) => priceDifferenceLabel(adjustment),
  legendSuffix,
}: ConfigurationFieldsetProps) {
  const name = useId();
  return (
    <fieldset className="mt-5">
      <legend className="font-semibold">
        {configuration.name}
        {legendSuffix && (
          <>
            {' '}
            <span className="sr-only">{legendSuffix}</span>
          </>
        )}
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {configuration.values.map((value) => (
          <ChoiceOption
            key={value.attribute_value_id}
            type="radio"
            name={name}
            label={value.name}
            price={priceLabel(value.attribute_value_id, value.price_adjustment)}
            checked={value.attribute_value_id === chosenValueId}
            onChange={() => onChoose(value.attribute_value_id)}
          />
        ))}
      </div>
    </fieldset>
  );
}
