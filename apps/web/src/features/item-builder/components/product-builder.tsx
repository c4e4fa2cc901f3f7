import { useState, type FormEvent } from 'react';
import type { MenuProduct } from '@crust/contract/menu';
import { Button } from '@/components/ui/button';
import { normalCartItem } from '../cart-item-payload';
import { reconcileConfigurationChoice, type ConfigurationChoice } from '../configuration-choice';
import type { ProductStart } from '../item-start';
import { normalUnitPrice, type PriceOf } from '../item-price';
import { defaultModifierChoice, modifierProblem, toggleModifier, type ModifierChoice } from '../modifier-choice';
import type { AddAction } from '../use-add-item';
import { AddToCartBar } from './add-to-cart-bar';
import { ConfigurationFieldset } from './configuration-fieldset';
import { ModifierGroupFieldset } from './modifier-group-fieldset';
import { NotesField } from './notes-field';
import { ProductSummary } from './product-summary';

type ProductBuilderProps = {
  product: MenuProduct;
  priceOf: PriceOf;
  maxQuantity: number;
  action: AddAction;
  /** Shown for pizzas that allow half and half. */
  onMakeHalfAndHalf: () => void;
  /** The choices of the cart line being edited (issue 18). */
  start?: ProductStart;
};

/** A normal item: one value per configuration, modifiers within each group's min and max, quantity and notes. */
export function ProductBuilder({ product, priceOf, maxQuantity, action, onMakeHalfAndHalf, start }: ProductBuilderProps) {
  const [configuration, setConfiguration] = useState<ConfigurationChoice>(() =>
    reconcileConfigurationChoice(product.configurations, start?.configuration ?? {}),
  );
  // A cart line being edited keeps its own choices; a new item starts with the restaurant's defaults.
  const [modifiers, setModifiers] = useState<ModifierChoice>(() => start?.modifiers ?? defaultModifierChoice(product.modifier_groups));
  const [quantity, setQuantity] = useState(start?.quantity ?? 1);
  const [notes, setNotes] = useState(start?.notes ?? '');

  const problem = modifierProblem(product.modifier_groups, modifiers);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem !== null || !product.in_stock) return;
    action.add(normalCartItem({ product, configuration, modifiers, quantity, notes }));
  };

  return (
    <form onSubmit={submit}>
      <ProductSummary product={product} />
      {product.allow_half_and_half && product.in_stock && (
        <Button variant="secondary" className="mt-4 w-full" onClick={onMakeHalfAndHalf}>
          Make it half and half
        </Button>
      )}
      {product.configurations.map((entry) => (
        <ConfigurationFieldset
          key={entry.attribute_id}
          configuration={entry}
          chosenValueId={configuration[entry.attribute_id]}
          onChoose={(valueId) => setConfiguration((current) => ({ ...current, [entry.attribute_id]: valueId }))}
        />
      ))}
      {product.modifier_groups.map((group) => (
        <ModifierGroupFieldset
          key={group.id}
          group={group}
          choice={modifiers}
          onToggle={(modifierId) => setModifiers((current) => toggleModifier(current, group, modifierId))}
        />
      ))}
      <NotesField value={notes} onChange={setNotes} />
      <AddToCartBar
        quantity={quantity}
        onQuantityChange={setQuantity}
        maxQuantity={maxQuantity}
        unitPrice={normalUnitPrice(product, priceOf, configuration, modifiers)}
        problem={problem}
        pending={action.pending}
        hold={action.hold}
        editing={action.editing}
        outOfStock={!product.in_stock}
      />
    </form>
  );
}
