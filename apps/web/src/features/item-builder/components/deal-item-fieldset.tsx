import type { DealComponent, MenuProduct } from '@crust/contract/menu';
import { formatCents } from '@crust/contract/prices';
import { chosenConfigurationValues } from '../configuration-choice';
import { dealItemExtras, slotConfigurations, type DealItemChoice } from '../deal-choice';
import { chosenModifiers, toggleModifier } from '../modifier-choice';
import { ConfigurationFieldset } from './configuration-fieldset';
import { ModifierGroupFieldset } from './modifier-group-fieldset';

type DealItemFieldsetProps = {
  component: DealComponent;
  product: MenuProduct;
  /** e.g. 'Margherita 2' when a slot holds two of it. */
  label: string;
  item: DealItemChoice;
  onChange: (item: DealItemChoice) => void;
};

/**
 * One item of a deal made like the item on its own (issue 18 point 13): its size where the slot
 * allows more than one, crust and toppings, each at what it costs in the deal. Folded away until the
 * diner opens it; its summary says what is chosen and what it adds.
 */
export function DealItemFieldset({ component, product, label, item, onChange }: DealItemFieldsetProps) {
  const configurations = slotConfigurations(product, component);
  const chosen = [
    ...chosenConfigurationValues({ ...product, configurations }, item.configuration).map((value) => value.name),
    ...chosenModifiers(product.modifier_groups, item.modifiers).map((modifier) => modifier.name),
  ];
  const extras = dealItemExtras(product, component, item);
  return (
    <details className="mt-2 rounded-md border border-secondary/20 text-sm">
      <summary className="cursor-pointer p-3 font-medium">
        Customise {label}
        <span className="block text-xs font-normal text-text/70">
          {chosen.join(' · ')}
          {extras > 0 && ` · +${formatCents(extras)}`}
        </span>
      </summary>
      <div className="px-3 pb-3">
        {configurations
          // One value left is no choice (the Large of "2 large pizzas"): the summary names it.
          .filter((configuration) => configuration.values.length > 1)
          .map((configuration) => (
            <ConfigurationFieldset
              key={configuration.attribute_id}
              configuration={configuration}
              chosenValueId={item.configuration[configuration.attribute_id]}
              legendSuffix={`(${label})`}
              onChoose={(valueId) => onChange({ ...item, configuration: { ...item.configuration, [configuration.attribute_id]: valueId } })}
            />
          ))}
        {product.modifier_groups.map((group) => (
          <ModifierGroupFieldset
            key={group.id}
            group={group}
            choice={item.modifiers}
            legendSuffix={`(${label})`}
            onToggle={(modifierId) => onChange({ ...item, modifiers: toggleModifier(item.modifiers, group, modifierId) })}
          />
        ))}
      </div>
    </details>
  );
}
