import type { CategoryFields, ConsoleCategory } from '@crust/contract/console-categories';
import type { ConsoleProductSummary } from '@crust/contract/console-products';
import { useState, type HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { categoryValuesOf, MENU_KINDS } from '../category-values';
import type { MenuPaths } from '../menu-paths';
import { CategoryForm } from './category-form';
import { ProductRows } from './product-rows';
import { MoveButtons } from './reorder-controls';

type CategoryCardProps = {
  category: ConsoleCategory;
  index: number;
  count: number;
  products: ConsoleProductSummary[];
  paths: MenuPaths;
  /** A search shows part of the list: nothing is reordered then. */
  canReorder: boolean;
  busy: boolean;
  /** The save's refusal, shown at the open form. */
  saveError: string | null;
  /** The row's drag handlers (useDragReorder) and whether a drag hovers it. */
  dragProps: HTMLAttributes<HTMLLIElement>;
  dragOver: boolean;
  onSave: (change: Partial<CategoryFields>, done?: () => void) => void;
  onDelete: () => void;
  onMove: (from: number, to: number) => void;
  onMoveProduct: (from: number, to: number) => void;
  onUnarchive: (product: ConsoleProductSummary) => void;
};

const menusOf = (category: ConsoleCategory) =>
  MENU_KINDS.filter((kind) => category[`on_${kind.value}_menu`])
    .map((kind) => kind.label.replace(/ menu.*$/, ''))
    .join(', ') || 'no menu';

/** One category: its name, menus and state, the owner's actions on it, and its products. */
export function CategoryCard(props: CategoryCardProps) {
  const { category, index, count, products, paths, canReorder, busy, dragProps, dragOver, onSave } = props;
  const [editing, setEditing] = useState(false);
  const empty = category.product_count + category.archived_product_count === 0;
  return (
    <li
      {...(editing ? {} : dragProps)}
      aria-label={category.name}
      className={`rounded-xl border ${dragOver ? 'border-primary' : 'border-black/10'} bg-background`}
    >
      {editing ? (
        <CategoryForm
          title={`Edit ${category.name}`}
          initial={categoryValuesOf(category)}
          action="Save category"
          busy={busy}
          error={props.saveError}
          onSave={(fields) => onSave(fields, () => setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2 border-b border-black/10 p-3">
          <div className="flex min-w-48 flex-1 flex-col">
            <h2 className="text-lg font-bold">
              {category.name} {category.hidden && <span className="rounded-full bg-black/10 px-2 text-sm font-medium">Hidden</span>}
            </h2>
            <span className="text-sm text-text/75">
              {category.product_count} on sale · {menusOf(category)}
            </span>
          </div>
          {canReorder && <MoveButtons name={category.name} index={index} count={count} disabled={busy} onMove={props.onMove} />}
          <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${category.name}`} className="min-h-11">
            Edit
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => onSave({ hidden: !category.hidden })}
            aria-label={`${category.hidden ? 'Show' : 'Hide'} ${category.name}`}
            className="min-h-11"
          >
            {category.hidden ? 'Show' : 'Hide'}
          </Button>
          {empty && (
            <Button variant="secondary" disabled={busy} onClick={props.onDelete} aria-label={`Delete ${category.name}`} className="min-h-11">
              Delete
            </Button>
          )}
          <Link
            to={paths.newProduct(category.id)}
            className="inline-flex min-h-11 items-center px-2 font-semibold underline"
            aria-label={`Add a product to ${category.name}`}
          >
            Add product
          </Link>
        </div>
      )}
      <ProductRows
        categoryName={category.name}
        products={products}
        paths={paths}
        canReorder={canReorder}
        busy={busy}
        onMove={props.onMoveProduct}
        onUnarchive={props.onUnarchive}
      />
    </li>
  );
}
