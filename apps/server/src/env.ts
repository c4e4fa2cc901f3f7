import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The one reader of process.env (STYLE.md habit 9). Paths default relative to this file, not the
// working directory, so `npm start` from the repo root and `tsx src/main.ts` from apps/server agree.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverRoot = fileURLToPath(new URL('../', import.meta.url));

/** Environment flags arrive as strings; "false" and "0" must mean false, which z.coerce.boolean() gets wrong. */
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default(`${repoRoot}.data`),
  DATABASE_URL: z.preprocess(emptyAsUnset, z.url().optional()),
  WEB_DIST_DIR: z.string().min(1).default(`${repoRoot}apps/web/dist`),
  UPLOADS_DIR: z.string().min(1).default(`${serverRoot}uploads`),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  GUEST_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  BODY_LIMIT: z.coerce.number().int().positive().default(65_536),
  SEED_DEMO: flag.default(true),
  TRUST_PROXY: flag.default(false),
});

export type Config = z.infer<typeof envSchema>;
export type EnvSource = Record<string, string | undefined>;

/** Builds the configuration from any env-like object; tests pass their own overrides. */
export function parseConfig(env: EnvSource): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return result.data;
}

export function loadConfig(): Config {
  return parseConfig(process.env);
}

const testEnvSchema = z.object({
  /** Restricts the server suite to one database kind; by default it runs on every reachable kind. */
  TEST_DB: z.enum(['pglite', 'postgres', 'all']).default('all'),
  /** A PostgreSQL server for the suite; each test file creates and drops its own database there. */
  DATABASE_URL_TEST: z.preprocess(emptyAsUnset, z.url().optional()),
});
export type TestEnv = z.infer<typeof testEnvSchema>;

export function loadTestEnv(): TestEnv {
  return testEnvSchema.parse(process.env);
}
