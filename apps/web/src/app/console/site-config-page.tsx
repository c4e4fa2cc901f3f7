import { PhotoField } from '@/features/console-images/components/photo-field';
import type { HeroPhotoSlot } from '@/features/site-config-editor/components/content-sections';
import { SiteConfigEditor } from '@/features/site-config-editor/components/site-config-editor';
import { OutletPage } from './outlet-page';
import { StorefrontPreview } from './storefront-preview';

// Issue 20: the hero keeps the photo's addresses (its JPEG and srcsets), not its id, so the field only
// uploads; the preview beside the form shows the photo.
const heroPhoto: HeroPhotoSlot = ({ onUploaded }) => (
  <PhotoField
    label="Hero photo"
    value={null}
    onChange={(_imageId, image) => {
      if (image) onUploaded(image);
    }}
  />
);

/** Issue 10: an outlet's site configuration (owners), its own chunk: the only console page that loads zod. */
export function SiteConfigPage() {
  return (
    <OutletPage title="Site configuration" least="owner" wide>
      {({ outletId, timeZone }) => (
        <SiteConfigEditor
          key={outletId}
          outletId={outletId}
          timeZone={timeZone}
          renderPreview={(draft) => <StorefrontPreview theme={draft} />}
          heroPhoto={heroPhoto}
        />
      )}
    </OutletPage>
  );
}
