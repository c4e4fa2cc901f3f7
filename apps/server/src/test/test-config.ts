import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig, type Config, type EnvSource } from '../env.ts';

/**
 * Quiet, deterministic settings for app tests: no seeding by the app (the test database is seeded),
 * no built storefront unless a test makes one, and limits high enough not to trip by accident.
 */
export function testConfig(overrides: EnvSource = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: join(tmpdir(), 'crust-test-unused-data'),
    WEB_DIST_DIR: join(tmpdir(), 'crust-test-no-web-dist'),
    // Server rendering has tests of its own (modules/storefront-pages), with the real web build.
    SSR: 'false',
    RATE_LIMIT_MAX: '10000',
    GUEST_RATE_LIMIT_MAX: '10000',
    AUTH_RATE_LIMIT_MAX: '10000',
    LOGIN_IP_MAX_FAILURES: '10000',
    // Every test connects from 127.0.0.1, many with one session (the stream limits have tests of their own).
    STREAMS_PER_SESSION_MAX: '1000',
    STREAMS_PER_IP_MAX: '10000',
    // Many card orders from one guest and 127.0.0.1 (the unpaid-order caps have tests of their own).
    UNPAID_ORDERS_PER_OWNER: '1000',
    UNPAID_ORDERS_PER_IP: '100000',
    // Each board a test opens reads the board as it is then (the reuse has tests of its own).
    BOARD_READ_REUSE_MS: '0',
    ...overrides,
  });
}
