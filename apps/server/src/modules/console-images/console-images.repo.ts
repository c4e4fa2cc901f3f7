import type { ImageVariant } from '@crust/contract/console-images';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images } from '../../db/schema/images.ts';

export interface StoredImage {
  id: number;
  width: number;
  height: number;
  variants: ImageVariant[];
}

export interface NewImage {
  tenantId: number;
  contentHash: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  createdBy: number;
}

const columns = { id: images.id, width: images.width, height: images.height, variants: images.variants };
export const IMAGES_PAGE_SIZE = 50;

export function createConsoleImagesRepo(db: Database) {
  return {
    async findByHash(tenantId: number, contentHash: string): Promise<StoredImage | null> {
      const [row] = await db
        .select(columns)
        .from(images)
        .where(and(eq(images.tenantId, tenantId), eq(images.contentHash, contentHash)));
      return row ?? null;
    },

    /** Null when the tenant already has these bytes (an identical upload that finished first). */
    async insert(image: NewImage): Promise<StoredImage | null> {
      const [row] = await db.insert(images).values(image).onConflictDoNothing().returning(columns);
      return row ?? null;
    },

    async find(tenantId: number, id: number): Promise<StoredImage | null> {
      const [row] = await db
        .select(columns)
        .from(images)
        .where(and(eq(images.tenantId, tenantId), eq(images.id, id)));
      return row ?? null;
    },

    /** Newest first. */
    list(tenantId: number, page: number): Promise<StoredImage[]> {
      return db
        .select(columns)
        .from(images)
        .where(eq(images.tenantId, tenantId))
        .orderBy(desc(images.createdAt), desc(images.id))
        .limit(IMAGES_PAGE_SIZE)
        .offset((page - 1) * IMAGES_PAGE_SIZE);
    },
  };
}
export type ConsoleImagesRepo = ReturnType<typeof createConsoleImagesRepo>;
