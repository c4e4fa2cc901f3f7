import { useId } from 'react';
import type { MenuConfiguration } from '@crust/contract/menu';
import { priceDifferenceLabel } from '../item-price';
import { ChoiceOption } from './choice-option';

type ConfigurationFieldsetProps = {
  configuration: MenuConfiguration;
  chosenValueId: number | undefined;
  onChoose: (attributeValueId: number) => void;
  /** False on a half-and-half, where each half prices the value on its own product. */
  showAdjustments?: boolean;
};

/** An attribute such as size or crust: exactly one value, so radio buttons. */
export function ConfigurationFieldset({ configuration, chosenValueId, onChoose, showAdjustments = true }: ConfigurationFieldsetProps) {
  const name = useId();
  return (
    <fieldset className="mt-5">
      <legend className="font-semibold">{configuration.name}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {configuration.values.map((value) => (
          <ChoiceOption
            key={value.attribute_value_id}
            type="radio"
            name={name}
            label={value.name}
            price={showAdjustments ? priceDifferenceLabel(value.price_adjustment) : null}
            checked={value.attribute_value_id === chosenValueId}
            onChange={() => onChoose(value.attribute_value_id)}
          />
        ))}
      </div>
    </fieldset>
  );
}
