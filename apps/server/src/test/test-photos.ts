import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageSrcset, type ImageVariant } from '@crust/contract/console-images';
import type { Database } from '../db/client.ts';
import { images } from '../db/schema/images.ts';

let counter = 0;

export interface TestPhoto {
  id: number;
  /** What readers give as `image` (spec §3): the JPEG at 640. */
  image: string;
  srcset: ImageSrcset;
}

/**
 * An uploaded photo's row, written straight to the database (the files are never read by the
 * readers under test): for tests of what menus, carts and lists show once a row points at a photo.
 */
export async function insertTestPhoto(db: Database, tenantId = 64): Promise<TestPhoto> {
  counter += 1;
  const name = (format: string, width: number) => `/uploads/images/test${process.pid}x${counter}-${width}.${format}`;
  const variants: ImageVariant[] = IMAGE_FORMATS.flatMap((format) => IMAGE_WIDTHS.map((width) => ({ format, width, url: name(format, width) })));
  const [row] = await db
    .insert(images)
    .values({ tenantId, contentHash: `test-${process.pid}-${counter}`, width: 1600, height: 1200, variants })
    .returning({ id: images.id });
  if (!row) throw new Error('The test photo was not recorded');
  const srcsetOf = (format: string) => IMAGE_WIDTHS.map((width) => `${name(format, width)} ${width}w`).join(', ');
  return { id: row.id, image: name('jpeg', 640), srcset: { avif: srcsetOf('avif'), webp: srcsetOf('webp'), jpeg: srcsetOf('jpeg') } };
}
