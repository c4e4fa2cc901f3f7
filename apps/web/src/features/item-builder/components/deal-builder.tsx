import { useState, type FormEvent } from 'react';
import type { MenuDeal } from '@crust/contract/menu';
import { dealCartItem } from '../cart-item-payload';
import { countOf, dealProblem, pickOnly, setDealItem, setSlotCount, slotOptions, type DealChoice, type DealItemChoices } from '../deal-choice';
import { dealUnitPrice } from '../item-price';
import type { DealStart } from '../item-start';
import type { ProductIndex } from '../menu-lookup';
import type { AddAction } from '../use-add-item';
import { AddToCartBar } from './add-to-cart-bar';
import { DealSlotFieldset } from './deal-slot-fieldset';
import { ItemImage } from './item-image';
import { NotesField } from './notes-field';

type DealBuilderProps = {
  deal: MenuDeal;
  products: ProductIndex;
  maxQuantity: number;
  action: AddAction;
  /** The choices of the cart line being edited (issue 18). */
  start?: DealStart;
};

/** A deal or combo: fill every slot with exactly its number of items; premium choices cost their upcharge, and each item may be made its own way (issue 18). */
export function DealBuilder({ deal, products, maxQuantity, action, start }: DealBuilderProps) {
  const [choice, setChoice] = useState<DealChoice>(start?.choice ?? {});
  const [items, setItems] = useState<DealItemChoices>(start?.items ?? {});
  const [quantity, setQuantity] = useState(start?.quantity ?? 1);
  const [notes, setNotes] = useState(start?.notes ?? '');

  const problem = dealProblem(deal, choice, products, items);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem !== null) return;
    action.add(dealCartItem({ deal, choice, products, items, quantity, notes }));
  };

  return (
    <form onSubmit={submit}>
      <div className="flex flex-col gap-3">
        <ItemImage item={deal} />
        {deal.description && <p className="text-sm text-text/80">{deal.description}</p>}
      </div>
      {deal.components.map((component) => (
        <DealSlotFieldset
          key={component.deal_component_type_id}
          component={component}
          options={slotOptions(component, products)}
          choice={choice}
          onPick={(id) => setChoice((current) => pickOnly(current, component, id))}
          onCount={(id, count) => setChoice((current) => setSlotCount(current, component, id, count))}
          items={items}
          onItem={(product, index, item) =>
            setItems((current) => setDealItem(current, component, product, countOf(choice, component, product.restaurant_product_id), index, item))
          }
        />
      ))}
      <NotesField value={notes} onChange={setNotes} />
      <AddToCartBar
        quantity={quantity}
        onQuantityChange={setQuantity}
        maxQuantity={maxQuantity}
        unitPrice={dealUnitPrice(deal, choice, products, items)}
        problem={problem}
        pending={action.pending}
        hold={action.hold}
        editing={action.editing}
      />
    </form>
  );
}
