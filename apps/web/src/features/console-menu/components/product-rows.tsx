import { formatCents, onlinePrice } from '@crust/contract/prices';
import type { ConsoleProductSummary } from '@crust/contract/console-products';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { MenuPaths } from '../menu-paths';
import { MoveButtons, useDragReorder } from './reorder-controls';

type ProductRowsProps = {
  categoryName: string;
  products: ConsoleProductSummary[];
  paths: MenuPaths;
  /** False while the list is a search's part of the category: a reorder lists all of them. */
  canReorder: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onUnarchive: (product: ConsoleProductSummary) => void;
};

const priceOf = (product: ConsoleProductSummary) => formatCents(onlinePrice(product));

/** A category's products in menu order (drag, or Move up and Move down), archived ones last with Unarchive. */
export function ProductRows({ categoryName, products, paths, canReorder, busy, onMove, onUnarchive }: ProductRowsProps) {
  const { rowProps, over } = useDragReorder(onMove, canReorder && !busy);
  const onSale = products.filter((product) => product.archived_at === null);
  const archived = products.filter((product) => product.archived_at !== null);
  return (
    <>
      {onSale.length === 0 && archived.length === 0 && <p className="px-3 py-2 text-sm text-text/75">No products yet.</p>}
      {onSale.length > 0 && (
        <ol aria-label={`Products in ${categoryName}`} className="flex flex-col divide-y divide-black/5">
          {onSale.map((product, index) => (
            <li key={product.id} {...rowProps(index)} className={`flex flex-wrap items-center gap-2 px-3 py-1 ${over === index ? 'bg-light' : ''}`}>
              <Link to={paths.product(product.id)} className="min-w-40 flex-1 font-medium underline-offset-2 hover:underline">
                {product.name}
              </Link>
              <span className="text-sm">{priceOf(product)}</span>
              {canReorder && <MoveButtons name={product.name} index={index} count={onSale.length} disabled={busy} onMove={onMove} />}
            </li>
          ))}
        </ol>
      )}
      {archived.length > 0 && (
        <ul aria-label={`Archived products in ${categoryName}`} className="flex flex-col divide-y divide-black/5 bg-black/3">
          {archived.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center gap-2 px-3 py-1">
              <Link to={paths.product(product.id)} className="min-w-40 flex-1 text-text/75 underline-offset-2 hover:underline">
                {product.name} <span className="text-sm">(archived)</span>
              </Link>
              <Button variant="secondary" disabled={busy} onClick={() => onUnarchive(product)} aria-label={`Unarchive ${product.name}`} className="min-h-11">
                Unarchive
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
