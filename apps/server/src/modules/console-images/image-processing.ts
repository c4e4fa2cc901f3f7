import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '@crust/contract/console-images';
import { errorCodes } from '@crust/contract/errors';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { HttpError } from '../../lib/http-error.ts';

// Issue 19: a photo is checked from its bytes (never its name or declared type), then written at each
// width in AVIF, WebP and JPEG. All the pixel work runs in sharp's (libvips') threads, off the event loop.

// One libvips thread per sharp job, whatever the machine (sharp's default is one per core, except on
// glibc without jemalloc): with take-turns.ts's one photo at a time, the pixel work holds one core and
// leaves the others to the event loop, so other requests are not stalled (the bench's upload goal).
sharp.concurrency(1);

/** What the storefront can show: read from the file's header, whatever it is called. */
const ACCEPTED = ['jpeg', 'png', 'webp'] as const;
type AcceptedFormat = (typeof ACCEPTED)[number];
/** A photo longer than this many times its width, or wider than this many times its height, is a strip no menu shows. */
const MAX_ASPECT = 8;

export interface InspectedImage {
  format: AcceptedFormat;
  /** Turned upright (EXIF orientation applied). */
  width: number;
  height: number;
}

export interface RenderedVariant {
  format: ImageFormat;
  width: number;
  bytes: Buffer;
}

const unsupported = (message: string, status = 415) => new HttpError(status, errorCodes.unsupportedImage, message);
const NOT_AN_IMAGE = 'That file is not a JPEG, PNG or WebP photo.';

/**
 * Reads the header only: the format, and the size the file declares, refused before any pixel is
 * decoded when it is past `maxPixels` (a few kilobytes of PNG may declare 50,000 × 50,000 pixels).
 */
export async function inspectImage(bytes: Buffer, maxPixels: number): Promise<InspectedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported(NOT_AN_IMAGE);
  }
  const format = ACCEPTED.find((accepted) => accepted === metadata.format);
  if (!format) throw unsupported(NOT_AN_IMAGE);
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) throw unsupported('That photo could not be read.', 422);
  if (width * height > maxPixels) {
    throw new HttpError(
      422,
      errorCodes.imageTooLarge,
      `That photo is ${width} × ${height} pixels: at most ${(maxPixels / 1e6).toFixed(0)} megapixels are taken (a phone's photo is 12).`,
    );
  }
  if (Math.max(width, height) > MAX_ASPECT * Math.min(width, height)) {
    throw unsupported(`That picture is a narrow strip (${width} × ${height}): a photo at most ${MAX_ASPECT} times as long as it is wide is taken.`, 422);
  }
  return { format, width, height };
}

/**
 * The widths written for a photo `sourceWidth` wide, never enlarged: every standard width narrower
 * than it, and its own width when it is under the widest (a 1000 px photo gives 320, 640 and 1000;
 * a 640 px one 320 and 640; a 200 px one 200 alone).
 */
export function variantWidths(sourceWidth: number): number[] {
  const widest = Math.min(sourceWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...IMAGE_WIDTHS.filter((width) => width < widest), widest];
}

/** Quality for the size: AVIF's effort 2 encodes a 1280 px photo in a tenth of the time effort 4 takes, for a few per cent more bytes. */
const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  // JPEG has no transparency: a PNG's transparent parts become white, as on the storefront's cards.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * Decodes the photo once, upright and at the widest width, to bare pixels (no EXIF, ICC, XMP or
 * IPTC survives that step), then encodes each width in each format one after another: sharp runs
 * one job at a time on one libvips thread here, which keeps a core free for every other request.
 */
export async function renderVariants(bytes: Buffer, image: InspectedImage, maxPixels: number): Promise<RenderedVariant[]> {
  const widths = variantWidths(image.width);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .autoOrient()
      .resize({ width: widths[widths.length - 1]!, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unsupported('That photo could not be read: it may be damaged or cut short.', 422);
  }
  const { width, height, channels } = decoded.info;
  const variants: RenderedVariant[] = [];
  for (const target of widths) {
    for (const format of IMAGE_FORMATS) {
      const pixels = sharp(decoded.data, { raw: { width, height, channels } });
      const sized = target < width ? pixels.resize({ width: target }) : pixels;
      variants.push({ format, width: target, bytes: await encoders[format](sized).toBuffer() });
    }
  }
  return variants;
}
