import { useSearchParams } from 'react-router';
import { useConsoleOutletStore } from '@/features/console-outlets/console-outlet-store';
import type { CouponCatalogue } from '@/features/console-coupons/components/coupon-form';
import { CouponsManager } from '@/features/console-coupons/components/coupons-manager';
import { useMenu } from '@/features/menu/api/use-menu';
import { tenantTimeZone, useConsoleOutlets } from './use-console-outlets';
import { useStaff } from './console-pages';
import { RoleGate } from './role-gate';

/** `?outlet=all` shows every coupon; no `outlet` starts from the outlet this device works at. */
const ALL = 'all';

/**
 * The categories and products a coupon may name, from an outlet's menu (tenant-wide ids: a coupon
 * naming a product applies wherever it is offered).
 */
function useCatalogue(outletId: number | null): CouponCatalogue {
  const menu = useMenu(outletId, 'main').data;
  const products = new Map<number, string>();
  for (const category of menu?.categories ?? []) for (const product of category.products) products.set(product.product_id, product.name);
  return {
    categories: (menu?.categories ?? []).map(({ id, name }) => ({ id, name })),
    products: [...products].map(([id, name]) => ({ id, name })),
  };
}

/** Issue 10: the tenant's coupons (managers and owners), filtered to an outlet. */
export function CouponsPage() {
  const { outlets } = useConsoleOutlets(useStaff());
  const chosen = useConsoleOutletStore((state) => state.outletId);
  const [params, setParams] = useSearchParams();
  const asked = params.get('outlet');
  const known = (id: number | null) => (outlets.some((outlet) => outlet.id === id) ? id : null);
  const outletId = asked === ALL ? null : known(asked === null ? chosen : Number(asked));
  const catalogue = useCatalogue(outletId ?? outlets[0]?.id ?? null);

  return (
    <RoleGate least="manager">
      <div className="mx-auto flex max-w-6xl flex-col gap-4">
        <title>Coupons · Crust console</title>
        <h1 className="text-2xl font-bold">Coupons</h1>
        <CouponsManager
          outlets={outlets}
          tenantTimeZone={tenantTimeZone(outlets)}
          outletId={outletId}
          onOutletChange={(next) => setParams({ outlet: next === null ? ALL : String(next) }, { replace: true })}
          catalogue={catalogue}
        />
      </div>
    </RoleGate>
  );
}
