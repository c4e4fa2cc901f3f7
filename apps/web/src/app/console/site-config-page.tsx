import { SiteConfigEditor } from '@/features/site-config-editor/components/site-config-editor';
import { NotYourOutlet, usePageOutlet } from './console-pages';
import { RoleGate } from './role-gate';
import { StorefrontPreview } from './storefront-preview';

/** Issue 10: an outlet's site configuration (owners), its own chunk: the only console page that loads zod. */
export function SiteConfigPage() {
  const { outletId, outlet, isPending } = usePageOutlet();
  return (
    <RoleGate least="owner">
      {isPending ? (
        <p role="status">Loading…</p>
      ) : !outlet ? (
        <NotYourOutlet />
      ) : (
        <div className="flex flex-col gap-4">
          <title>{`Site configuration · ${outlet.name} · Crust console`}</title>
          <h1 className="text-2xl font-bold">Site configuration · {outlet.name}</h1>
          <SiteConfigEditor key={outletId} outletId={outletId} renderPreview={(draft) => <StorefrontPreview theme={draft} />} />
        </div>
      )}
    </RoleGate>
  );
}
