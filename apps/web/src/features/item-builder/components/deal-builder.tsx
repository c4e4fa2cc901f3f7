import { useState, type FormEvent } from 'react';
import type { MenuDeal } from '@crust/contract/menu';
import { dealCartItem } from '../cart-item-payload';
import { dealProblem, pickOnly, setSlotCount, slotOptions, type DealChoice } from '../deal-choice';
import { dealUnitPrice } from '../item-price';
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
};

/** A deal or combo: fill every slot with exactly its number of items; premium choices cost their upcharge. */
export function DealBuilder({ deal, products, maxQuantity, action }: DealBuilderProps) {
  const [choice, setChoice] = useState<DealChoice>({});
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');

  const problem = dealProblem(deal, choice, products);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem !== null) return;
    action.add(dealCartItem({ deal, choice, products, quantity, notes }));
  };

  return (
    <form onSubmit={submit}>
      <div className="flex flex-col gap-3">
        <ItemImage src={deal.image} />
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
        />
      ))}
      <NotesField value={notes} onChange={setNotes} />
      <AddToCartBar
        quantity={quantity}
        onQuantityChange={setQuantity}
        maxQuantity={maxQuantity}
        unitPrice={dealUnitPrice(deal, choice)}
        problem={problem}
        pending={action.pending}
        hold={action.hold}
      />
    </form>
  );
}
