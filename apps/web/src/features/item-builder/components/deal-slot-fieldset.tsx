import { useId } from 'react';
import type { DealComponent } from '@crust/contract/menu';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { MenuProduct } from '@crust/contract/menu';
import { countOf, isCustomisable, itemsOf, slotCount, type DealChoice, type DealItemChoice, type DealItemChoices, type SlotOption } from '../deal-choice';
import { priceDifferenceLabel } from '../item-price';
import { ChoiceOption } from './choice-option';
import { DealItemFieldset } from './deal-item-fieldset';

type DealSlotFieldsetProps = {
  component: DealComponent;
  options: readonly SlotOption[];
  choice: DealChoice;
  /** For a one-item slot: the product that fills it. */
  onPick: (restaurantProductId: number) => void;
  /** For a slot of several items: how many of one product fill it. */
  onCount: (restaurantProductId: number, count: number) => void;
  /** Each chosen item's own size, crust and toppings (issue 18). */
  items: DealItemChoices;
  onItem: (product: MenuProduct, index: number, item: DealItemChoice) => void;
};

/**
 * One slot of a deal. A one-item slot is a radio group; a slot of several items gives each product a
 * stepper, so the same pizza can fill it twice, and the steppers stop when the slot is full.
 */
export function DealSlotFieldset({ component, options, choice, onPick, onCount, items, onItem }: DealSlotFieldsetProps) {
  const name = useId();
  const statusId = `${name}-status`;
  const chosen = slotCount(choice, component);
  const remaining = component.quantity - chosen;
  return (
    <fieldset className="mt-5" aria-describedby={statusId}>
      <legend className="font-semibold">{component.name}</legend>
      <p id={statusId} aria-live="polite" className="text-sm text-text/70">
        Choose {component.quantity} · {chosen} of {component.quantity} chosen
      </p>
      <div className="mt-2 grid gap-2">
        {options.map(({ product, upcharge }) => {
          const count = countOf(choice, component, product.restaurant_product_id);
          const detail = product.in_stock ? null : 'Out of stock';
          const price = priceDifferenceLabel(upcharge);
          if (component.quantity === 1) {
            return (
              <ChoiceOption
                key={product.restaurant_product_id}
                type="radio"
                name={name}
                label={product.name}
                detail={detail}
                price={price}
                checked={count > 0}
                disabled={!product.in_stock}
                onChange={() => onPick(product.restaurant_product_id)}
              />
            );
          }
          return (
            <div
              key={product.restaurant_product_id}
              className={`flex items-center gap-3 rounded-md border p-3 text-sm ${count > 0 ? 'border-primary bg-light' : 'border-secondary/20'} ${product.in_stock ? '' : 'opacity-50'}`}
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{product.name}</span> {(detail ?? price) && <span className="text-xs text-text/70">{detail ?? price}</span>}
              </span>
              <QuantityStepper
                value={count}
                onChange={(next) => onCount(product.restaurant_product_id, next)}
                min={0}
                max={count + remaining}
                disabled={!product.in_stock}
                label={product.name}
                decreaseLabel={`Remove one ${product.name}`}
                increaseLabel={`Add one ${product.name}`}
              />
            </div>
          );
        })}
      </div>
      {options
        .filter(({ product }) => isCustomisable(product))
        .flatMap(({ product }) => {
          const count = countOf(choice, component, product.restaurant_product_id);
          return itemsOf(items, component, product, count).map((item, index) => (
            <DealItemFieldset
              key={`${product.restaurant_product_id}:${index}`}
              component={component}
              product={product}
              label={count > 1 ? `${product.name} ${index + 1}` : product.name}
              item={item}
              onChange={(next) => onItem(product, index, next)}
            />
          ));
        })}
    </fieldset>
  );
}
