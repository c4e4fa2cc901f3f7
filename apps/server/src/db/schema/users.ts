import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/**
 * A diner's account. One per email per tenant: tenants never see each other's users. The email is
 * stored trimmed and lower-cased (the CHECK holds every writer to it), so lookups are plain equality.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phoneNo: text('phone_no').notNull().default(''),
    /** argon2id, PHC string. Never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    /** Null until the emailed code is entered: an unverified account cannot log in. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('users_tenant_email_unique').on(table.tenantId, table.email),
    // User-owned rows reference (id, tenant_id), so they can never name another tenant's user.
    unique('users_id_tenant_unique').on(table.id, table.tenantId),
    check('users_email_normalised', sql`${table.email} = lower(btrim(${table.email}))`),
  ],
);

export const ONE_TIME_CODE_PURPOSES = ['verify_email', 'reset_password'] as const;

/**
 * Emailed one-time codes, stored as hashes. A used or burnt code keeps its row (consumed_at) so it can
 * never work again; the retention sweep removes it RETENTION_CODE_DAYS after it stopped working.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong entries of this code; the fifth burns it. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is used or burnt: it never works again. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_address_idx').on(table.tenantId, table.email, table.createdAt),
    index('one_time_codes_expires_idx').on(table.expiresAt),
    check('one_time_codes_purpose', sql`${table.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/** 'staff_login': the console's sign-ins (issue 10), counted apart so a diner's failures never lock a staff member of the same address. */
export const AUTH_FAILURE_KINDS = ['login', 'code', 'staff_login'] as const;

/**
 * Failed logins and wrong codes, by address and client IP: the lockouts and per-IP limits count
 * these rows in a time window. Unknown addresses are counted too, so a lockout reveals nothing.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind', { enum: AUTH_FAILURE_KINDS }).notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_failures_email_idx').on(table.tenantId, table.kind, table.email, table.createdAt),
    index('auth_failures_ip_idx').on(table.kind, table.ip, table.createdAt),
    // The retention sweep removes failures older than RETENTION_AUTH_FAILURE_DAYS, whatever their address.
    index('auth_failures_created_idx').on(table.createdAt),
    check('auth_failures_kind', sql`${table.kind} in ('login', 'code', 'staff_login')`),
  ],
);
