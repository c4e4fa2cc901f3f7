import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The one reader of process.env (STYLE.md habit 9). Paths default relative to this file, not the
// working directory, so `npm start` from the repo root and `tsx src/main.ts` from apps/server agree.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverRoot = fileURLToPath(new URL('../', import.meta.url));

/** Environment flags arrive as strings; "false" and "0" must mean false, which z.coerce.boolean() gets wrong. */
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** An address or a CIDR block (10.0.0.0/8, fd00::/8). */
const isAddressOrCidr = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies' X-Forwarded-For to believe: none (the default), the nearest N hops, or the listed
 * addresses and CIDR blocks. Never everyone: then any client could pick its own IP and slip every
 * per-IP limit (the API, guest creation, logins) by rotating the header (issue 8).
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message: 'true would trust every client’s X-Forwarded-For: give a hop count (e.g. 1) or the proxies’ addresses/CIDRs',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length > 0) {
      context.addIssue({ code: 'custom', message: `not an address or CIDR: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

/** A live secret key: a full one (sk_live_) or a restricted one (rk_live_). */
const isLiveSecretKey = (key: string | undefined) => key !== undefined && /^(sk|rk)_live_/.test(key);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default(`${repoRoot}.data`),
    DATABASE_URL: z.preprocess(emptyAsUnset, z.url().optional()),
    WEB_DIST_DIR: z.string().min(1).default(`${repoRoot}apps/web/dist`),
    /** Issue 20: render the storefront's public pages on the server (decision 012); false serves the plain SPA. */
    SSR: flag.default(true),
    /** The storefront's server entry, built by `npm run build` (apps/web/vite.server.config.ts). */
    WEB_SERVER_ENTRY: z.string().min(1).default(`${repoRoot}apps/web/dist-server/entry-server.js`),
    /** Rendered pages kept (per tenant, outlet, page, language); 0 renders every request. */
    SSR_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(1000),
    /** How long a rendered page is kept at most: the outlets' "open until" words in it age with the clock. */
    SSR_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    UPLOADS_DIR: z.string().min(1).default(`${serverRoot}uploads`),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    GUEST_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    /**
     * Where the per-IP limits count (issue 17, decision 009): `database` shares them between every
     * instance (one statement per API request); `memory` keeps them in this process. Unset: the
     * database with PostgreSQL (DATABASE_URL, which several instances can share), memory with PGlite
     * (its data directory has one process).
     */
    RATE_LIMIT_STORE: z.preprocess(emptyAsUnset, z.enum(['memory', 'database']).optional()),
    BODY_LIMIT: z.coerce.number().int().positive().default(65_536),
    /**
     * Open connections the server takes at once (Node's server.maxConnections): past it, new ones are
     * dropped. Each live stream holds one for as long as a diner's order page or a board is open.
     */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
    /** Issue 17: live streams (an order's status, a board) one session may hold open at once (429 past it)… */
    STREAMS_PER_SESSION_MAX: z.coerce.number().int().min(1).default(5),
    /** …and one client IP, across its sessions. */
    STREAMS_PER_IP_MAX: z.coerce.number().int().min(1).default(50),
    SEED_DEMO: flag.default(true),
    TRUST_PROXY: trustProxy,

    // Mail (issue 8). Without SMTP_URL, mail goes to the log and to DATA_DIR/outbox/*.eml.
    SMTP_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional()),
    MAIL_FROM: z.preprocess(emptyAsUnset, z.string().min(3).optional()),
    /** The storefront's public address: links and the logo in mails point here. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /**
     * Issue 20: the tenant whose storefront this server serves (the web build's VITE_TENANT_ID): its
     * outlets are the sitemap's. The API serves every tenant whatever it says.
     */
    STOREFRONT_TENANT_ID: z.coerce.number().int().positive().default(64),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** The first retry waits this long; each next one twice as long (capped at an hour). */
    MAIL_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),

    // Accounts (issue 8): every limit a restaurant might tune.
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    /** Failed logins of one account from one IP within LOGIN_LOCKOUT_MINUTES that lock that IP out of that account (issue 17)… */
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
    /** …for this long after the last of them; also the window in which failures count at all. */
    LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().positive().default(15),
    LOGIN_IP_MAX_FAILURES: z.coerce.number().int().positive().default(50),
    /**
     * An account with failed logins from this many IPs within LOGIN_LOCKOUT_MINUTES is under attack:
     * a right password from an IP that has not signed in to it lately also needs an emailed code (or
     * the TOTP code). A diner mistyping on a phone and a laptop is two; a password-spraying botnet is hundreds.
     */
    LOGIN_ATTACK_IPS: z.coerce.number().int().min(2).default(5),
    /** An IP that signed in to an account within this many days needs no code while the account is under attack. */
    LOGIN_KNOWN_IP_DAYS: z.coerce.number().int().positive().max(365).default(30),
    /** An emailed sign-in code works this long… */
    LOGIN_CODE_TTL_MINUTES: z.coerce.number().int().positive().default(10),
    /** …and at most this many are mailed to an address an hour (and one per OTP_RESEND_SECONDS). */
    LOGIN_CODE_MAX_SENDS_PER_HOUR: z.coerce.number().int().positive().default(5),
    /** A signup not verified within this many hours is forgotten: its details and codes stop working. */
    SIGNUP_PENDING_HOURS: z.coerce.number().int().positive().max(720).default(24),
    /**
     * A login to an address still signing up checks the password of at most this many of its signups,
     * oldest first (issue 17): each check is an argon2 hash, and strangers' signups must not make a
     * login cost dozens of them.
     */
    SIGNUP_LOGIN_CHECKS: z.coerce.number().int().positive().max(20).default(5),
    OTP_TTL_MINUTES: z.coerce.number().int().positive().default(10),
    OTP_MAX_TRIES: z.coerce.number().int().positive().default(5),
    OTP_MAX_WRONG_PER_HOUR: z.coerce.number().int().positive().default(10),
    OTP_RESEND_SECONDS: z.coerce.number().int().positive().default(60),
    OTP_MAX_SENDS_PER_HOUR: z.coerce.number().int().positive().default(5),
    /** The console (issue 10): a staff session ends this long after sign-in (a shift, not a month: it does not slide). */
    STAFF_SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(12),
    /**
     * A board opening within this long of another board's read of the same outlet starts from that
     * read (plus the changes heard since): the tablets of a restart reconnect together. 0: only a
     * read still in progress is shared.
     */
    BOARD_READ_REUSE_MS: z.coerce.number().int().min(0).max(10_000).default(2000),

    // Retention (issue 17): what the hourly sweep removes, and after how long. Expired sessions go at
    // the first sweep after they expire; orders, and guests with a cart, an order or a live session, never.
    RETENTION_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    /** Rows per delete statement: a big backlog goes in many short statements, never one long lock. */
    RETENTION_BATCH_ROWS: z.coerce.number().int().min(1).max(100_000).default(1000),
    RETENTION_GUEST_DAYS: z.coerce.number().int().min(1).default(30),
    RETENTION_AUTH_FAILURE_DAYS: z.coerce.number().int().min(1).default(7),
    /** Not below the 24 hours a placement replays its answer for (orders.repo.ts KEY_HOURS): a retry then could order twice. */
    RETENTION_IDEMPOTENCY_HOURS: z.coerce.number().int().min(24).default(24),
    /** After a one-time code or a staff password link stopped working (used or expired). */
    RETENTION_CODE_DAYS: z.coerce.number().int().min(1).default(30),
    RETENTION_SENT_MAIL_DAYS: z.coerce.number().int().min(1).default(30),

    /**
     * Issue 19: a photo upload's largest file in bytes (413 `file_too_large` past it, read no further,
     * nothing stored): 10 MiB, at most 100 MiB…
     */
    IMAGE_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(104_857_600).default(10_485_760),
    /**
     * …and its most pixels (width × height as its header declares them, checked before any decoding):
     * a small file may declare a huge image (a decompression bomb) whose pixels would fill the memory.
     */
    IMAGE_MAX_PIXELS: z.coerce.number().int().min(1).max(268_402_689).default(40_000_000),
    /**
     * Issue 19: the largest catalogue import body in bytes, JSON or CSV (413 `payload_too_large` past
     * it, nothing changed): 2 MiB holds a few thousand products; at most 50 MiB.
     */
    CATALOGUE_IMPORT_MAX_BYTES: z.coerce.number().int().min(1024).max(52_428_800).default(2_097_152),

    /** Issue 17: different items (lines) one cart holds; a takeaway order rarely has a dozen. */
    CART_MAX_LINES: z.coerce.number().int().min(1).max(1000).default(50),

    /**
     * Issue 17 (slot and coupon hoarding): an unpaid card order holds its slot place and coupon uses
     * this long, then expires and gives them back…
     */
    PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
    /** …and one guest session or account may hold this many unpaid card orders at once (429 past it)… */
    UNPAID_ORDERS_PER_OWNER: z.coerce.number().int().min(1).default(3),
    /** …and one client IP, across its sessions (offices and mobile networks share addresses). */
    UNPAID_ORDERS_PER_IP: z.coerce.number().int().min(1).default(20),

    // Gift cards (issue 21). Codes are stored only as HMAC-SHA-256 with this secret: losing it makes
    // every card unreadable, changing it likewise. Required in production; development and tests
    // generate one into DATA_DIR/gift-card-secret on first start.
    GIFT_CARD_SECRET: z.preprocess(emptyAsUnset, z.string().min(32, 'GIFT_CARD_SECRET needs at least 32 characters').optional()),
    /** Unknown gift-card codes one IP (and one token) may try, balance checks and checkout together, per GIFT_CARD_TRY_WINDOW_MINUTES… */
    GIFT_CARD_TRIES: z.coerce.number().int().min(1).default(10),
    /** …in this window (429 past it). */
    GIFT_CARD_TRY_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),

    // Payments (issue 9). 'live' refuses the built-in test provider: real money needs a real provider.
    PAYMENT_MODE: z.enum(['test', 'live']).default('test'),
    /** Set: card payments go through Stripe; unset: through the built-in test provider. */
    STRIPE_SECRET_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUnset, z.string().optional()),
    /** Stripe's public key, which the storefront's card form needs (it reaches the browser through app settings). */
    STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    /** Where the Stripe client sends its calls: Stripe's own API unless a test points it at a local fake. */
    STRIPE_API_HOST: z.string().min(1).default('api.stripe.com'),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65_535).default(443),
    STRIPE_API_PROTOCOL: z.enum(['https', 'http']).default('https'),
  })
  // The lockouts read failures back two LOGIN_LOCKOUT_MINUTES windows (login-locks.ts): the sweep must not remove them sooner.
  .refine((env) => env.RETENTION_AUTH_FAILURE_DAYS * 24 * 60 >= 2 * env.LOGIN_LOCKOUT_MINUTES, {
    message: 'RETENTION_AUTH_FAILURE_DAYS must cover twice LOGIN_LOCKOUT_MINUTES, which the lockouts look back over',
    path: ['RETENTION_AUTH_FAILURE_DAYS'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.GIFT_CARD_SECRET, {
    message: 'GIFT_CARD_SECRET is required in production (at least 32 random characters: e.g. openssl rand -base64 48)',
    path: ['GIFT_CARD_SECRET'],
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, { message: 'MAIL_FROM is required when SMTP_URL is set', path: ['MAIL_FROM'] })
  .refine((env) => !env.STRIPE_SECRET_KEY || (env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY), {
    message: 'STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (to verify webhooks) and STRIPE_PUBLISHABLE_KEY (for the card form)',
    path: ['STRIPE_SECRET_KEY'],
  })
  .refine((env) => env.PAYMENT_MODE === 'test' || (isLiveSecretKey(env.STRIPE_SECRET_KEY) && env.STRIPE_PUBLISHABLE_KEY?.startsWith('pk_live_')), {
    message: 'PAYMENT_MODE=live needs Stripe with live keys (STRIPE_SECRET_KEY sk_live_…, STRIPE_PUBLISHABLE_KEY pk_live_…), never the built-in test provider',
    path: ['PAYMENT_MODE'],
  })
  // The storefront shows test mode's hints (test cards) while PAYMENT_MODE=test: it must not take real money meanwhile.
  .refine((env) => env.PAYMENT_MODE === 'live' || !(isLiveSecretKey(env.STRIPE_SECRET_KEY) || env.STRIPE_PUBLISHABLE_KEY?.startsWith('pk_live_')), {
    message: 'live Stripe keys take real money: set PAYMENT_MODE=live to use them',
    path: ['PAYMENT_MODE'],
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
  /** CI sets it: the suite fails instead of running on PGlite alone when no PostgreSQL answers. */
  REQUIRE_POSTGRES_TESTS: flag.default(false),
});
export type TestEnv = z.infer<typeof testEnvSchema>;

export function loadTestEnv(): TestEnv {
  return testEnvSchema.parse(process.env);
}
