import type { ImageFormat, ImageVariant } from '@crust/contract/console-images';
import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGES_URL_PREFIX, sha256Hex } from '../../lib/uploaded-images.ts';
import type { RenderedVariant } from './image-processing.ts';

const EXTENSIONS: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** A file's name: the first 16 hex digits of its bytes' SHA-256, so the same bytes always get the same name (and are written once). */
const contentName = async (variant: Pick<RenderedVariant, 'format' | 'bytes'>): Promise<string> =>
  `${(await sha256Hex(variant.bytes)).slice(0, 16)}.${EXTENSIONS[variant.format]}`;

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The photos' files in `dir`. Each is written to a temporary name and renamed into place, so a
 * reader never sees half a file; a file already there has these very bytes and is left alone.
 */
export function createImageFiles(dir: string) {
  return {
    async write(variants: RenderedVariant[]): Promise<ImageVariant[]> {
      await mkdir(dir, { recursive: true });
      const written: ImageVariant[] = [];
      for (const variant of variants) {
        const name = await contentName(variant);
        const path = join(dir, name);
        if (!(await exists(path))) {
          const temporary = join(dir, `.${name}.${randomUUID()}.tmp`);
          try {
            await writeFile(temporary, variant.bytes);
            await rename(temporary, path);
          } finally {
            await rm(temporary, { force: true });
          }
        }
        written.push({ format: variant.format, width: variant.width, url: `${IMAGES_URL_PREFIX}${name}` });
      }
      return written;
    },
  };
}
export type ImageFiles = ReturnType<typeof createImageFiles>;
