import type { CategoryFields, ConsoleCategory } from '@crust/contract/console-categories';
import type { ConsoleProductSummary } from '@crust/contract/console-products';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { messageOf } from '@/lib/use-submit';
import { useCategories, useChangeCategory } from '../api/categories-api';
import { useChangeProduct, useProducts } from '../api/products-api';
import { categoryWith, NEW_CATEGORY } from '../category-values';
import type { MenuPaths } from '../menu-paths';
import { moveItem } from '../move-item';
import { CategoryCard } from './category-card';
import { CategoryForm } from './category-form';
import { useDragReorder } from './reorder-controls';

const failed = (what: string) => (error: unknown) => notify({ kind: 'error', title: `${what} was not changed`, message: messageOf(error) });

/**
 * Issue 19: the owner's menu: the categories in order, each with its products; new, edit, hide, show,
 * reorder (drag, or Move up and Move down) and delete an empty one; a search; archived products on request.
 */
export function MenuEditor({ paths }: { paths: MenuPaths }) {
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), 300);
  const [showArchived, setShowArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const [moved, setMoved] = useState('');
  const categories = useCategories();
  const products = useProducts({ includeArchived: showArchived, search: searched });
  const change = useChangeCategory();
  const productChange = useChangeProduct();
  const list = categories.data ?? [];
  const busy = change.isPending || productChange.isPending;

  const moveCategory = (from: number, to: number) => {
    const ids = moveItem(
      list.map((category) => category.id),
      from,
      to,
    );
    change.mutate(
      { kind: 'reorder', ids },
      { onSuccess: () => setMoved(`${list[from]?.name} moved to position ${to + 1} of ${list.length}.`), onError: failed('The order') },
    );
  };
  const drag = useDragReorder(moveCategory, !searched && !busy);

  if (categories.isPending) return <p role="status">Loading the menu…</p>;
  if (categories.isError) return <FormAlert>{messageOf(categories.error)}</FormAlert>;

  const productsOf = (categoryId: number) => (products.data ?? []).filter((product) => product.category_id === categoryId);
  const shown = searched ? list.filter((category) => productsOf(category.id).length > 0 || category.name.toLowerCase().includes(searched.toLowerCase())) : list;

  const save = (category: ConsoleCategory, fields: Partial<CategoryFields>, done?: () => void) =>
    change.mutate(
      { kind: 'save', id: category.id, category: categoryWith(category, fields) },
      { onSuccess: done, onError: done ? undefined : failed(category.name) },
    );
  const moveProduct = (category: ConsoleCategory, from: number, to: number) => {
    const onSale = productsOf(category.id).filter((product) => product.archived_at === null);
    const ids = moveItem(
      onSale.map((product) => product.id),
      from,
      to,
    );
    productChange.mutate(
      { kind: 'reorder', categoryId: category.id, ids },
      { onSuccess: () => setMoved(`${onSale[from]?.name} moved to position ${to + 1} of ${onSale.length}.`), onError: failed('The order') },
    );
  };
  const unarchive = (product: ConsoleProductSummary) =>
    productChange.mutate(
      { kind: 'unarchive', id: product.id },
      { onSuccess: () => notify({ kind: 'success', title: `${product.name} is on sale again` }), onError: failed(product.name) },
    );
  const remove = (category: ConsoleCategory) =>
    change.mutate(
      { kind: 'delete', id: category.id },
      { onSuccess: () => notify({ kind: 'success', title: `${category.name} deleted` }), onError: failed(category.name) },
    );

  const newCategory = creating ? (
    <CategoryForm
      title="New category"
      initial={NEW_CATEGORY}
      action="Create category"
      busy={change.isPending}
      error={change.isError ? messageOf(change.error) : null}
      onSave={(category) => change.mutate({ kind: 'create', category }, { onSuccess: () => setCreating(false) })}
      onCancel={() => {
        change.reset();
        setCreating(false);
      }}
    />
  ) : (
    <Button
      onClick={() => {
        change.reset();
        setCreating(true);
      }}
      className="min-h-12 self-start text-base"
    >
      {list.length === 0 ? 'Add your first category' : 'New category'}
    </Button>
  );

  if (list.length === 0) {
    return (
      <section aria-label="Your menu" className="flex flex-col gap-3 rounded-xl border border-dashed border-black/20 p-6">
        <p>Your menu has no categories yet. Start with one, such as Pizzas, then add its products.</p>
        {newCategory}
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <TextField label="Search products" type="search" value={search} onChange={setSearch} className="min-w-64 flex-1" />
        <Switch label="Show archived products" checked={showArchived} onChange={setShowArchived} />
      </div>
      {searched && <p className="text-sm">Reordering is off while searching: clear the search to reorder.</p>}
      <p role="status" className="sr-only">
        {moved}
      </p>
      {newCategory}
      {products.isError && <FormAlert>{messageOf(products.error)}</FormAlert>}
      <ol aria-label="Categories" className="flex flex-col gap-4">
        {shown.map((category, index) => (
          <CategoryCard
            key={category.id}
            category={category}
            index={index}
            count={shown.length}
            products={productsOf(category.id)}
            paths={paths}
            canReorder={!searched}
            busy={busy}
            saveError={change.isError ? messageOf(change.error) : null}
            dragProps={drag.rowProps(index)}
            dragOver={drag.over === index}
            onSave={(fields, done) => save(category, fields, done)}
            onDelete={() => remove(category)}
            onMove={moveCategory}
            onMoveProduct={(from, to) => moveProduct(category, from, to)}
            onUnarchive={unarchive}
          />
        ))}
      </ol>
    </div>
  );
}
