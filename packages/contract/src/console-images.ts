import { z } from 'zod';
import { dataEnvelope, idSchema } from './envelope.ts';

// Issue 19 (photos): owners and managers upload a JPEG, PNG or WebP photo (multipart/form-data, one
// file field) to POST /api/console/images. The server reads the format from the bytes, strips the
// metadata and writes each width in three formats under content-hashed names, cached for good. A later
// slice attaches images to products, outlets and categories; menus then give `image` (spec §3) and `srcset`.

/** What each width is written as, best first: a browser takes the first it supports, JPEG for the rest. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The widths written: each one narrower than the photo, and the photo's own width when it is under the widest. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** One file written: its format, its width in pixels and where it is served. */
export const imageVariantSchema = z.object({ format: z.enum(IMAGE_FORMATS), width: z.number().int().positive(), url: z.string() });
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** A srcset string per format, e.g. "/uploads/images/ab….avif 320w, /uploads/images/cd….avif 640w, …". */
export const imageSrcsetSchema = z.object({ avif: z.string(), webp: z.string(), jpeg: z.string() });
export type ImageSrcset = z.infer<typeof imageSrcsetSchema>;

export const consoleImageSchema = z.object({
  id: z.number().int().positive(),
  /** The JPEG at 640 px (or the widest under it): the fallback every browser shows, spec §3's `image`. */
  image: z.string(),
  srcset: imageSrcsetSchema,
  /** The photo's size as uploaded, turned upright. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ConsoleImage = z.infer<typeof consoleImageSchema>;

/** POST /api/console/images (201; 200 when the tenant already has this very photo) and GET …/images/{imageId}. */
export const consoleImageResponseSchema = dataEnvelope(consoleImageSchema);
/** GET /api/console/images: the tenant's photos, newest first. */
export const consoleImagesResponseSchema = dataEnvelope(z.array(consoleImageSchema));

export const consoleImageParamsSchema = z.object({ imageId: idSchema });
/** GET /api/console/images?page=: 50 a page. */
export const consoleImagesQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
