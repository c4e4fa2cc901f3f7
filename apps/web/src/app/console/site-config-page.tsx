import { SiteConfigEditor } from '@/features/site-config-editor/components/site-config-editor';
import { OutletPage } from './outlet-page';
import { StorefrontPreview } from './storefront-preview';

/** Issue 10: an outlet's site configuration (owners), its own chunk: the only console page that loads zod. */
export function SiteConfigPage() {
  return (
    <OutletPage title="Site configuration" least="owner" wide>
      {({ outletId, timeZone }) => (
        <SiteConfigEditor key={outletId} outletId={outletId} timeZone={timeZone} renderPreview={(draft) => <StorefrontPreview theme={draft} />} />
      )}
    </OutletPage>
  );
}
