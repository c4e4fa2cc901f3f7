import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images } from '../../db/schema/images.ts';

/**
 * Whether the photo is one the tenant uploaded (issue 19). The foreign keys on (image_id, tenant_id)
 * would refuse another's too, but as a 500; the console's modules ask first to answer 400 naming the field.
 */
export async function isTenantImage(db: Database, tenantId: number, imageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.tenantId, tenantId)))
    .limit(1);
  return row !== undefined;
}
