import { useMemo, useState, type ReactNode } from 'react';
import { MAX_LINE_QUANTITY } from '@crust/contract/limits';
import type { Menu, MenuDeal, MenuProduct } from '@crust/contract/menu';
import { onlinePrice } from '@crust/contract/prices';
import { Dialog } from '@/components/ui/dialog';
import type { PriceOf } from '../item-price';
import { halfAndHalfCandidates, indexProducts } from '../menu-lookup';
import type { ItemStart } from '../item-start';
import { useAddItem, type AddItem, type OrderingHold } from '../use-add-item';
import { useReturnFocus } from '../use-return-focus';
import { DealBuilder } from './deal-builder';
import { DealDetails } from './deal-details';
import { HalfAndHalfBuilder } from './half-and-half-builder';
import { ProductBuilder } from './product-builder';
import { ProductDetails } from './product-details';

/** What the dialog builds: a product, a half-and-half starting from a product (its left half), or a deal/combo. */
export type ItemBuilderTarget = { kind: 'product'; product: MenuProduct } | { kind: 'half_and_half'; product: MenuProduct } | { kind: 'deal'; deal: MenuDeal };

export type ItemBuilderDialogProps = {
  /** The dialog is open while this is set. */
  target: ItemBuilderTarget | null;
  /** The outlet's menu: the products of deal slots and the pizzas a half may be. */
  menu: Menu;
  /** Called with false when the diner closes the dialog and after an item is added: clear `target` then. */
  onOpenChange: (open: boolean) => void;
  /**
   * Adds the finished item (the cart adds outlet and owner). The dialog closes when it resolves and
   * stays open when it rejects; the caller reports the failure. Without it the dialog only shows the
   * item: details and price, no choices and no Add button (the browse-only menus).
   */
  onAdd?: AddItem;
  /** A product's base price in cents; defaults to its online price (spec §3). */
  priceOf?: PriceOf;
  /** Largest quantity of one line; defaults to the contract's MAX_LINE_QUANTITY (99). */
  maxQuantity?: number;
  /** A control for the product shown (the favourites heart), composed by the app. */
  productAction?: (product: MenuProduct) => ReactNode;
  /** The outlet takes no order now (issue 18 point 7): what Add says and offers instead; null when it does. */
  hold?: OrderingHold | null;
  /**
   * Issue 18 point 13: the choices of a cart line reopened for editing (item-start.ts), of the
   * target's kind. The builder opens with them and its button reads "Update cart"; `onAdd` replaces the line.
   */
  start?: ItemStart;
};

const targetKey = (target: ItemBuilderTarget) =>
  target.kind === 'deal' ? `deal:${target.deal.deal_id ?? ''}:${target.deal.combo_product_id ?? ''}` : `${target.kind}:${target.product.restaurant_product_id}`;

// Tall builders scroll inside the dialog, keeping the add bar in view at the bottom.
const SCROLLING = 'max-h-[calc(100dvh-2rem)] overflow-y-auto';

/** The item builder: one dialog for normal items, half-and-half pizzas and deals (issue #3). */
export function ItemBuilderDialog({ target, ...props }: ItemBuilderDialogProps) {
  if (target === null) return null;
  // A new target starts a new session, so no choice carries over from the previous item.
  return <ItemBuilderSession key={targetKey(target)} target={target} {...props} />;
}

type SessionProps = Omit<ItemBuilderDialogProps, 'target'> & { target: ItemBuilderTarget };

function ItemBuilderSession({ onAdd, ...props }: SessionProps) {
  useReturnFocus();
  return onAdd ? <ItemBuilder {...props} onAdd={onAdd} /> : <ItemDetails {...props} />;
}

/** The product's own control, above its details, right-aligned. */
const ProductActionRow = ({ children }: { children: ReactNode }) => (children ? <div className="-mt-2 mb-2 flex justify-end">{children}</div> : null);

function ItemDetails({ target, menu, onOpenChange, priceOf = onlinePrice, productAction }: Omit<SessionProps, 'onAdd' | 'hold'>) {
  const products = useMemo(() => indexProducts(menu), [menu]);
  const title = target.kind === 'deal' ? target.deal.name : target.product.name;
  return (
    <Dialog open onOpenChange={onOpenChange} title={title} className={SCROLLING}>
      {target.kind === 'deal' ? (
        <DealDetails deal={target.deal} products={products} />
      ) : (
        <>
          <ProductActionRow>{productAction?.(target.product)}</ProductActionRow>
          <ProductDetails product={target.product} priceOf={priceOf} />
        </>
      )}
    </Dialog>
  );
}

function ItemBuilder({
  target,
  menu,
  onOpenChange,
  onAdd,
  priceOf = onlinePrice,
  maxQuantity = MAX_LINE_QUANTITY,
  productAction,
  hold = null,
  start,
}: SessionProps & { onAdd: AddItem }) {
  const [halves, setHalves] = useState(target.kind === 'half_and_half');
  const products = useMemo(() => indexProducts(menu), [menu]);
  const action = useAddItem(onAdd, () => onOpenChange(false), { editing: start !== undefined, hold });

  if (target.kind === 'deal') {
    return (
      <Dialog open onOpenChange={onOpenChange} title={target.deal.name} className={SCROLLING}>
        <DealBuilder deal={target.deal} products={products} maxQuantity={maxQuantity} action={action} start={start?.kind === 'deal' ? start : undefined} />
      </Dialog>
    );
  }

  const { product } = target;
  if (halves) {
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Half and half"
        description="Choose a pizza for each half. The size and crust are for the whole pizza."
        className={SCROLLING}
      >
        <HalfAndHalfBuilder
          initialLeft={product}
          candidates={halfAndHalfCandidates(menu, product)}
          priceOf={priceOf}
          pricing={menu.half_and_half_pricing}
          maxQuantity={maxQuantity}
          action={action}
          onWholePizza={target.kind === 'product' ? () => setHalves(false) : undefined}
          start={start?.kind === 'half_and_half' ? start : undefined}
        />
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={onOpenChange} title={product.name} className={SCROLLING}>
      <ProductActionRow>{productAction?.(product)}</ProductActionRow>
      <ProductBuilder
        product={product}
        priceOf={priceOf}
        maxQuantity={maxQuantity}
        action={action}
        onMakeHalfAndHalf={() => setHalves(true)}
        start={start?.kind === 'product' ? start : undefined}
      />
    </Dialog>
  );
}
