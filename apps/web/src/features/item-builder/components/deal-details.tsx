import type { MenuDeal } from '@crust/contract/menu';
import { slotOptions } from '../deal-choice';
import { priceDifferenceLabel } from '../item-price';
import type { ProductIndex } from '../menu-lookup';
import { ItemImage } from './item-image';
import { ItemPriceTag } from './item-price-tag';
import { OptionList } from './option-list';

/** A deal on a browse-only menu: its price and what each slot may hold. */
export function DealDetails({ deal, products }: { deal: MenuDeal; products: ProductIndex }) {
  return (
    <div>
      <div className="flex flex-col gap-3">
        <ItemImage item={deal} />
        {deal.description && <p className="text-sm text-text/80">{deal.description}</p>}
      </div>
      <ItemPriceTag cents={deal.price} />
      {deal.components.map((component) => (
        <OptionList
          key={component.deal_component_type_id}
          title={component.name}
          rule={`Choose ${component.quantity}`}
          options={slotOptions(component, products).map(({ product, upcharge }) => ({
            key: product.restaurant_product_id,
            name: product.name,
            price: priceDifferenceLabel(upcharge),
            unavailable: !product.in_stock,
          }))}
        />
      ))}
    </div>
  );
}
