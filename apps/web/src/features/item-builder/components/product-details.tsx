import type { MenuProduct } from '@crust/contract/menu';
import { defaultConfigurationChoice } from '../configuration-choice';
import { normalUnitPrice, priceDifferenceLabel, type PriceOf } from '../item-price';
import { modifierGroupRule, NO_MODIFIERS } from '../modifier-choice';
import { ItemPriceTag } from './item-price-tag';
import { OptionList } from './option-list';
import { ProductSummary } from './product-summary';

/** A product on a browse-only menu: what it is, what it costs and the options it comes with. */
export function ProductDetails({ product, priceOf }: { product: MenuProduct; priceOf: PriceOf }) {
  return (
    <div>
      <ProductSummary product={product} />
      <ItemPriceTag cents={normalUnitPrice(product, priceOf, defaultConfigurationChoice(product.configurations), NO_MODIFIERS)} />
      {product.configurations.map((configuration) => (
        <OptionList
          key={`configuration-${configuration.attribute_id}`}
          title={configuration.name}
          options={configuration.values.map((value) => ({
            key: value.attribute_value_id,
            name: value.name,
            price: priceDifferenceLabel(value.price_adjustment),
          }))}
        />
      ))}
      {product.modifier_groups.map((group) => (
        <OptionList
          key={`group-${group.id}`}
          title={group.name}
          rule={modifierGroupRule(group)}
          options={group.modifiers.map((modifier) => ({ key: modifier.modifier_id, name: modifier.name, price: priceDifferenceLabel(modifier.online_price) }))}
        />
      ))}
    </div>
  );
}
