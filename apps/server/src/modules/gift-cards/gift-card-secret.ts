import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../env.ts';

/**
 * GIFT_CARD_SECRET, or (development and tests: production refuses to start without it, env.ts) one
 * generated into DATA_DIR on first start and read back after, so codes issued keep working across
 * restarts of the same data.
 */
export function giftCardSecretOf(config: Pick<Config, 'GIFT_CARD_SECRET' | 'DATA_DIR'>): string {
  if (config.GIFT_CARD_SECRET) return config.GIFT_CARD_SECRET;
  const file = join(config.DATA_DIR, 'gift-card-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx': two processes starting at once on one DATA_DIR keep the first one's.
  try {
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
