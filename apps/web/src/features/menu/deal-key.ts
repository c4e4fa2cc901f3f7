import type { MenuDeal } from '@crust/contract/menu';

/** A deal's identity: exactly one of its two ids is set, and the two id spaces may overlap. */
export const dealKey = (deal: MenuDeal): string => (deal.deal_id !== null ? `deal-${deal.deal_id}` : `combo-${deal.combo_product_id}`);
