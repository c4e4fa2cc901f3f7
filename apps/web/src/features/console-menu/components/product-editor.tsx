import type { ConsoleProduct, ProductFields } from '@crust/contract/console-products';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { StaleNotice } from '@/components/ui/stale-notice';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { isStaleVersion } from '@/lib/stale-version';
import { messageOf } from '@/lib/use-submit';
import { useCategories } from '../api/categories-api';
import { useAttributes, useModifierGroups } from '../api/choices-api';
import { productQueryOptions, useChangeProduct, useProduct } from '../api/products-api';
import { newProduct, productValuesOf } from '../product-values';
import { ProductForm, type PhotoSlot } from './product-form';

export const STALE_MESSAGE = 'Someone else saved this product. Reload to see their changes.';

type ProductEditorProps = {
  /** null: a new product, filed under `categoryId` when given. */
  productId: number | null;
  categoryId?: number | null;
  photo: PhotoSlot;
  /** Back to the menu (Cancel). */
  onDone: () => void;
  /** A new product was created: the app opens it. */
  onCreated: (product: ConsoleProduct) => void;
};

/** Issue 19: creates a product or saves one over the version read (409: someone saved meanwhile); archives and brings it back. */
export function ProductEditor({ productId, categoryId = null, photo, onDone, onCreated }: ProductEditorProps) {
  const queryClient = useQueryClient();
  const categories = useCategories();
  const attributes = useAttributes();
  const groups = useModifierGroups();
  const product = useProduct(productId);
  const change = useChangeProduct();

  const failure = [categories, attributes, groups, product].find((query) => query.isError)?.error;
  if (failure) return <FormAlert>{messageOf(failure)}</FormAlert>;
  if (!categories.data || !attributes.data || !groups.data || (productId !== null && !product.data)) return <p role="status">Loading the product…</p>;
  const current = productId === null ? null : (product.data ?? null);

  const stale = isStaleVersion(change.error);
  const fieldErrors = serverFieldErrors(change.error);
  const save = (fields: ProductFields) =>
    current
      ? change.mutate(
          { kind: 'save', id: current.id, product: { ...fields, version: current.version } },
          { onSuccess: () => notify({ kind: 'success', title: `${fields.name} saved` }) },
        )
      : change.mutate(
          { kind: 'create', product: fields },
          {
            onSuccess: (answer) => {
              notify({ kind: 'success', title: `${fields.name} created`, message: 'It is on sale at every outlet.' });
              onCreated(answer.data as ConsoleProduct);
            },
          },
        );
  const reload = () => {
    change.reset();
    if (current) void queryClient.invalidateQueries({ queryKey: productQueryOptions(current.id).queryKey });
  };
  const archive = (kind: 'archive' | 'unarchive') =>
    current &&
    change.mutate(
      { kind, id: current.id },
      { onSuccess: () => notify({ kind: 'success', title: kind === 'archive' ? `${current.name} archived` : `${current.name} is on sale again` }) },
    );

  return (
    <div className="flex flex-col gap-4">
      {current?.archived_at && <FormAlert tone="info">This product is archived: it is on no menu until you unarchive it.</FormAlert>}
      {stale && <StaleNotice message={STALE_MESSAGE} onReload={reload} />}
      <ProductForm
        // A new version (saved, or reloaded after a conflict) starts the form again from it.
        key={current ? `${current.id}:${current.version}` : 'new'}
        title={current ? `Edit ${current.name}` : 'New product'}
        initial={current ? productValuesOf(current) : newProduct(categoryId)}
        choices={{ categories: categories.data, attributes: attributes.data, groups: groups.data }}
        photo={photo}
        busy={change.isPending}
        error={change.isError && !stale && Object.keys(fieldErrors).length === 0 ? messageOf(change.error) : null}
        serverErrors={fieldErrors}
        onSave={save}
        onCancel={onDone}
      />
      {current && (
        <Button
          variant="secondary"
          disabled={change.isPending}
          onClick={() => archive(current.archived_at ? 'unarchive' : 'archive')}
          className="min-h-12 self-start"
        >
          {current.archived_at ? 'Unarchive' : 'Archive'} {current.name}
        </Button>
      )}
    </div>
  );
}
