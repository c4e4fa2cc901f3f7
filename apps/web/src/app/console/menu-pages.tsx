import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PhotoField } from '@/features/console-images/components/photo-field';
import { MenuEditor } from '@/features/console-menu/components/menu-editor';
import { MenuSettingsForm } from '@/features/console-menu/components/menu-settings-form';
import { ProductEditor } from '@/features/console-menu/components/product-editor';
import type { PhotoSlot } from '@/features/console-menu/components/product-form';
import type { MenuPaths } from '@/features/console-menu/menu-paths';
import { MENU_PATH, newProductPath, productPath } from './console-paths';
import { RoleGate } from './role-gate';

// Issue 19: the menu editor's pages, owners only (the API lets managers and crew read the catalogue,
// but there is nothing for them to do here). Their own chunk: they bring zod with them.

const paths: MenuPaths = { product: productPath, newProduct: newProductPath };
const productPhoto: PhotoSlot = (field) => <PhotoField label="Photo" {...field} />;

export function MenuPage() {
  return (
    <RoleGate least="owner">
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <title>Menu · Crust console</title>
        <h1 className="text-2xl font-bold">Menu</h1>
        <MenuEditor paths={paths} />
        <MenuSettingsForm />
      </div>
    </RoleGate>
  );
}

function ProductPageOf({ productId, categoryId }: { productId: number | null; categoryId: number | null }) {
  const navigate = useNavigate();
  return (
    <RoleGate least="owner">
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <title>{productId === null ? 'New product · Crust console' : 'Product · Crust console'}</title>
        <h1 className="text-2xl font-bold">{productId === null ? 'New product' : 'Product'}</h1>
        <ProductEditor
          key={productId ?? 'new'}
          productId={productId}
          categoryId={categoryId}
          photo={productPhoto}
          onDone={() => void navigate(MENU_PATH)}
          onCreated={(product) => void navigate(productPath(product.id), { replace: true })}
        />
      </div>
    </RoleGate>
  );
}

/** /console/menu/products/new, filed under `?category=` when it names one. */
export function NewProductPage() {
  const category = useSearchParams()[0].get('category');
  return <ProductPageOf productId={null} categoryId={category && /^\d+$/.test(category) ? Number(category) : null} />;
}

export function ProductPage() {
  return <ProductPageOf productId={Number(useParams().productId)} categoryId={null} />;
}
