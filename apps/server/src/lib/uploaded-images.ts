import { join } from 'node:path';

/**
 * Issue 19: where uploaded photos live and are served. Under DATA_DIR, beside the database and the
 * outbox, never in the repository's demo uploads/; served under /uploads/images/, which the dev
 * server already proxies with /uploads. Names are content hashes, so a file never changes.
 */
export const IMAGES_URL_PREFIX = '/uploads/images/';
export const imagesDirOf = (dataDir: string): string => join(dataDir, 'uploads', 'images');
