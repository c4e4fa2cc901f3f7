import type { MenuProduct } from '@crust/contract/menu';
import { FallbackImage } from '@/components/ui/fallback-image';

/**
 * The item's picture across the top of the dialog; its name is the dialog title, so the image is
 * decorative. Shown as the dialog opens, so loaded at once; the dialog is at most 32rem wide.
 */
export function ItemImage({ item }: { item: Pick<MenuProduct, 'image' | 'srcset'> }) {
  return (
    <FallbackImage
      src={item.image}
      srcset={item.srcset}
      sizes="(min-width: 36rem) 32rem, 100vw"
      alt=""
      width={640}
      height={320}
      loading="eager"
      className="h-40 w-full rounded-md bg-light object-cover sm:h-52"
    />
  );
}
