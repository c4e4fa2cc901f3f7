import type { CartDealPart, CartItem, CartModifier, CartPortionResponse } from '@crust/contract/cart';
import { formatCents } from '@crust/contract/prices';

const portionLabels: Record<CartPortionResponse['portion'], string> = { left: 'Left', right: 'Right' };

const modifierLabel = ({ name, quantity }: CartModifier) => (quantity > 1 ? `${name} × ${quantity}` : name);

/** A deal item's own size, crust and toppings (issue 18), e.g. 'Large, Stuffed crust, Pepperoni'. */
const partChoices = (part: CartDealPart) => [...part.configurations.map((value) => value.value), ...part.modifiers.map(modifierLabel)].join(', ');

/** What the diner chose for a line: size and crust, extras, each half, each deal part, and notes. */
export function CartLineDetails({ item }: { item: CartItem }) {
  const { configurations, modifiers, cart_portions, deal_component_types, notes } = item;
  return (
    <div className="mt-1 flex flex-col gap-0.5 text-sm text-text/75">
      {configurations.length > 0 && <p>{configurations.map((configuration) => configuration.value).join(' · ')}</p>}
      {modifiers.length > 0 && <p>{modifiers.map(modifierLabel).join(', ')}</p>}
      {cart_portions.length > 0 && (
        <ul aria-label="Halves">
          {cart_portions.map((portion) => (
            <li key={portion.portion}>
              <span className="font-medium text-text">{portionLabels[portion.portion]}:</span>{' '}
              {[portion.name, ...portion.modifiers.map(modifierLabel)].join(' + ')}
            </li>
          ))}
        </ul>
      )}
      {deal_component_types.length > 0 && (
        <ul aria-label="Deal items">
          {deal_component_types.map((part) => (
            // The same item may fill a slot twice, made two ways (issue 18): its choices tell them apart.
            <li key={`${part.deal_component_type_id}-${part.restaurant_product_id}-${partChoices(part)}`}>
              <span className="font-medium text-text">{part.component_name}:</span> {part.name} × {part.quantity}
              {partChoices(part) && ` (${partChoices(part)})`}
              {part.upcharge > 0 && <span className="tabular-nums"> (+{formatCents(part.upcharge)})</span>}
            </li>
          ))}
        </ul>
      )}
      {notes && <p className="italic">“{notes}”</p>}
    </div>
  );
}
