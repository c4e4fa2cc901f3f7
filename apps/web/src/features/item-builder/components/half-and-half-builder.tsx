import { useState, type FormEvent } from 'react';
import type { MenuProduct } from '@crust/contract/menu';
import { formatCents, type HalfAndHalfPricing } from '@crust/contract/prices';
import { Button } from '@/components/ui/button';
import { halfAndHalfCartItem } from '../cart-item-payload';
import { reconcileConfigurationChoice, sharedConfigurations, type ConfigurationChoice } from '../configuration-choice';
import { halfAndHalfProblem } from '../half-and-half';
import { halfAndHalfUnitPrice, type PriceOf } from '../item-price';
import type { HalfAndHalfStart } from '../item-start';
import { NO_MODIFIERS, type ModifierChoice } from '../modifier-choice';
import type { AddAction } from '../use-add-item';
import { AddToCartBar } from './add-to-cart-bar';
import { ConfigurationFieldset } from './configuration-fieldset';
import { HalfModifiers } from './half-modifiers';
import { HalfPicker } from './half-picker';
import { NotesField } from './notes-field';

type HalfAndHalfBuilderProps = {
  initialLeft: MenuProduct;
  /** Pizzas a half may be: in stock and allowing half and half. */
  candidates: readonly MenuProduct[];
  priceOf: PriceOf;
  /** The tenant's rule, from the menu: the builder shows what the cart will charge. */
  pricing: HalfAndHalfPricing;
  maxQuantity: number;
  action: AddAction;
  /** Back to the whole pizza the diner started from, when they came from one. */
  onWholePizza?: () => void;
  /** The choices of the cart line being edited (issue 18). */
  start?: HalfAndHalfStart;
};

/** Two halves, each with its own toppings, sharing one size and crust. */
export function HalfAndHalfBuilder({ initialLeft, candidates, priceOf, pricing, maxQuantity, action, onWholePizza, start }: HalfAndHalfBuilderProps) {
  const [left, setLeft] = useState(initialLeft);
  const [right, setRight] = useState<MenuProduct | null>(start?.right ?? null);
  const [leftModifiers, setLeftModifiers] = useState<ModifierChoice>(start?.leftModifiers ?? NO_MODIFIERS);
  const [rightModifiers, setRightModifiers] = useState<ModifierChoice>(start?.rightModifiers ?? NO_MODIFIERS);
  const [chosenConfiguration, setChosenConfiguration] = useState<ConfigurationChoice>(start?.configuration ?? {});
  const [quantity, setQuantity] = useState(start?.quantity ?? 1);
  const [notes, setNotes] = useState(start?.notes ?? '');

  // Derived, not stored: changing a half may take away a size, which then falls back to the first shared one.
  const configurations = sharedConfigurations(left, right);
  const configuration = reconcileConfigurationChoice(configurations, chosenConfiguration);
  const leftHalf = { product: left, modifiers: leftModifiers };
  const rightHalf = right ? { product: right, modifiers: rightModifiers } : null;
  const problem = halfAndHalfProblem(leftHalf, rightHalf);
  const halves = rightHalf ? [leftHalf, rightHalf] : [leftHalf];
  // Issue 18: each size shows the whole pizza's price at that size, as a pizza on its own shows its differences.
  const priceAt = (attributeId: number, valueId: number) =>
    formatCents(halfAndHalfUnitPrice(halves, priceOf, { ...configuration, [attributeId]: valueId }, pricing));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem !== null || rightHalf === null) return;
    action.add(halfAndHalfCartItem({ left: leftHalf, right: rightHalf, configuration, quantity, notes }));
  };

  return (
    <form onSubmit={submit}>
      {onWholePizza && (
        <Button variant="ghost" className="-ml-4 mb-2" onClick={onWholePizza}>
          <span aria-hidden="true">←</span> Order a whole pizza instead
        </Button>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <HalfPicker
          label="Left half"
          candidates={candidates}
          chosen={left}
          priceOf={priceOf}
          onChoose={(product) => {
            setLeft(product);
            setLeftModifiers(NO_MODIFIERS);
          }}
        />
        <HalfPicker
          label="Right half"
          autoFocus
          candidates={candidates}
          chosen={right}
          priceOf={priceOf}
          onChoose={(product) => {
            setRight(product);
            setRightModifiers(NO_MODIFIERS);
          }}
        />
      </div>
      {configurations.map((entry) => (
        <ConfigurationFieldset
          key={entry.attribute_id}
          configuration={entry}
          chosenValueId={configuration[entry.attribute_id]}
          priceLabel={(valueId) => priceAt(entry.attribute_id, valueId)}
          onChoose={(valueId) => setChosenConfiguration({ ...configuration, [entry.attribute_id]: valueId })}
        />
      ))}
      <HalfModifiers side="left" product={left} choice={leftModifiers} onChange={setLeftModifiers} />
      {right && <HalfModifiers side="right" product={right} choice={rightModifiers} onChange={setRightModifiers} />}
      <NotesField value={notes} onChange={setNotes} />
      <AddToCartBar
        quantity={quantity}
        onQuantityChange={setQuantity}
        maxQuantity={maxQuantity}
        unitPrice={halfAndHalfUnitPrice(halves, priceOf, configuration, pricing)}
        problem={problem}
        pending={action.pending}
        hold={action.hold}
        editing={action.editing}
      />
    </form>
  );
}
