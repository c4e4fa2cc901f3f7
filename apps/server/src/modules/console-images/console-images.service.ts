import type { ConsoleImage } from '@crust/contract/console-images';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { fallbackUrlOf, srcsetsOf } from '../../lib/image-view.ts';
import { sha256Hex } from '../../lib/uploaded-images.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { createConsoleImagesRepo, type ConsoleImagesRepo, type StoredImage } from './console-images.repo.ts';
import type { ImageFiles } from './image-files.ts';
import { inspectImage, renderVariants } from './image-processing.ts';
import { takeTurns } from './take-turns.ts';

/** Photos queued behind the one being processed before an upload is turned away (take-turns.ts). */
const MAX_WAITING = 8;

export function imageView(image: StoredImage): ConsoleImage {
  return { id: image.id, image: fallbackUrlOf(image.variants), srcset: srcsetsOf(image.variants), width: image.width, height: image.height };
}

export interface ConsoleImagesServiceOptions {
  db: Database;
  files: ImageFiles;
  /** IMAGE_MAX_PIXELS: the most pixels a photo may declare. */
  maxPixels: number;
}

/**
 * Issue 19: a tenant's photos. An upload is checked, processed and written before anything is
 * recorded; any refusal leaves no row and no file. The same bytes again answer the photo there is.
 */
export function createConsoleImagesService({ db, files, maxPixels }: ConsoleImagesServiceOptions) {
  const repo = createConsoleImagesRepo(db);
  const inTurn = takeTurns(MAX_WAITING);

  async function record(session: StaffSession, txRepo: ConsoleImagesRepo, tx: Database, image: Parameters<ConsoleImagesRepo['insert']>[0]) {
    const stored = await txRepo.insert(image);
    if (!stored) return null;
    await recordAudit(tx, {
      by: session,
      action: 'image.upload',
      target: `image:${stored.id}`,
      after: { width: stored.width, height: stored.height, files: stored.variants.map((variant) => variant.url) },
    });
    return stored;
  }

  return {
    /** The photo, and whether this upload made it (false: the tenant had these bytes already). */
    async upload(session: StaffSession, bytes: Buffer): Promise<{ image: ConsoleImage; created: boolean }> {
      const contentHash = await sha256Hex(bytes);
      const existing = await repo.findByHash(session.tenantId, contentHash);
      if (existing) return { image: imageView(existing), created: false };

      const inspected = await inspectImage(bytes, maxPixels);
      const variants = await files.write(await inTurn(() => renderVariants(bytes, inspected, maxPixels)));
      const fresh = { tenantId: session.tenantId, contentHash, width: inspected.width, height: inspected.height, variants, createdBy: session.staffId };
      const stored = await db.transaction((tx) => record(session, createConsoleImagesRepo(tx), tx, fresh));
      // An identical upload finished first: its row stands, with the very same files.
      if (!stored) return { image: imageView((await repo.findByHash(session.tenantId, contentHash))!), created: false };
      return { image: imageView(stored), created: true };
    },

    async get(session: StaffSession, id: number): Promise<ConsoleImage> {
      const image = await repo.find(session.tenantId, id);
      if (!image) throw notFound('There is no such photo.');
      return imageView(image);
    },

    async list(session: StaffSession, page: number): Promise<ConsoleImage[]> {
      return (await repo.list(session.tenantId, page)).map(imageView);
    },
  };
}
export type ConsoleImagesService = ReturnType<typeof createConsoleImagesService>;
