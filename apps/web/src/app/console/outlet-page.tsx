import type { ReactNode } from 'react';
import type { StaffRoleName } from '@crust/contract/console-staff';
import { NotYourOutlet, usePageOutlet } from './console-pages';
import { RoleGate } from './role-gate';

type OutletPageProps = {
  /** The page's name, put before the outlet's in its heading and its tab's title. */
  title: string;
  /** The least role that may open the page: anyone by default. */
  least?: StaffRoleName;
  /** Leaves out the reading width, for a page with a side-by-side preview. */
  wide?: boolean;
  children: (page: { outletId: number; canManage: boolean; timeZone: string }) => ReactNode;
};

/** A page about the outlet of `:outletId`, shown once that outlet is known to be one the person works at. */
export function OutletPage({ title, least = 'crew', wide = false, children }: OutletPageProps) {
  const { outletId, outlet, isPending, canManage } = usePageOutlet();
  return (
    <RoleGate least={least}>
      {isPending ? (
        <p role="status">Loading…</p>
      ) : !outlet ? (
        <NotYourOutlet />
      ) : (
        <div className={`flex flex-col gap-4 ${wide ? '' : 'mx-auto max-w-5xl'}`.trim()}>
          <title>{`${title} · ${outlet.name} · Crust console`}</title>
          <h1 className="text-2xl font-bold">
            {title} · {outlet.name}
          </h1>
          {children({ outletId, canManage, timeZone: outlet.timezone })}
        </div>
      )}
    </RoleGate>
  );
}
