import type { DealComponent, MenuDeal, MenuProduct } from '@crust/contract/menu';
import type { ProductIndex } from './menu-lookup';

/** deal_component_type_id → restaurant_product_id → how many of it fill that slot. */
export type DealChoice = Readonly<Record<number, Readonly<Record<number, number>>>>;

export type SlotOption = { product: MenuProduct; upcharge: number };

/** A slot's choices that this outlet's menu offers, in the deal's order; a choice the menu lacks cannot be ordered. */
export function slotOptions(component: DealComponent, products: ProductIndex): SlotOption[] {
  return [...new Set(component.choices)].flatMap((restaurantProductId) => {
    const product = products.get(restaurantProductId);
    if (!product) return [];
    const upcharge = component.upcharges.find((entry) => entry.restaurant_product_id === restaurantProductId)?.amount ?? 0;
    return [{ product, upcharge }];
  });
}

export const countOf = (choice: DealChoice, component: DealComponent, restaurantProductId: number) =>
  choice[component.deal_component_type_id]?.[restaurantProductId] ?? 0;

export const slotCount = (choice: DealChoice, component: DealComponent) =>
  Object.values(choice[component.deal_component_type_id] ?? {}).reduce((sum, count) => sum + count, 0);

/** Sets how many of one product fill a slot, never letting the slot hold more than its quantity. */
export function setSlotCount(choice: DealChoice, component: DealComponent, restaurantProductId: number, count: number): DealChoice {
  const others = slotCount(choice, component) - countOf(choice, component, restaurantProductId);
  const clamped = Math.max(0, Math.min(count, component.quantity - others));
  const slot = { ...choice[component.deal_component_type_id], [restaurantProductId]: clamped };
  if (clamped === 0) delete slot[restaurantProductId];
  return { ...choice, [component.deal_component_type_id]: slot };
}

/** A one-item slot is a plain choice: picking a product replaces the previous pick. */
export function pickOnly(choice: DealChoice, component: DealComponent, restaurantProductId: number): DealChoice {
  return { ...choice, [component.deal_component_type_id]: { [restaurantProductId]: component.quantity } };
}

/** The first slot that is not full, in words; null when the deal can be added. */
export function dealProblem(deal: MenuDeal, choice: DealChoice, products: ProductIndex): string | null {
  for (const component of deal.components) {
    const chosen = slotCount(choice, component);
    if (chosen >= component.quantity) continue;
    const available = slotOptions(component, products).some((option) => option.product.in_stock);
    if (!available) return `${component.name} is not available right now`;
    return chosen === 0 ? `Choose ${component.quantity} from ${component.name}` : `Choose ${component.quantity - chosen} more from ${component.name}`;
  }
  return null;
}
