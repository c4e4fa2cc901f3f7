import { join } from 'node:path';

/**
 * Issue 19: where uploaded photos live and are served. Under DATA_DIR, beside the database and the
 * outbox, never in the repository's demo uploads/; served under /uploads/images/, which the dev
 * server already proxies with /uploads. Names are content hashes, so a file never changes.
 */
export const IMAGES_URL_PREFIX = '/uploads/images/';
export const imagesDirOf = (dataDir: string): string => join(dataDir, 'uploads', 'images');

/** SHA-256 in hex, computed off the event loop (WebCrypto runs in the thread pool): a 10 MB upload would block it for ~20 ms. */
export const sha256Hex = async (bytes: Uint8Array): Promise<string> => Buffer.from(await crypto.subtle.digest('SHA-256', bytes)).toString('hex');
