import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/**
 * A diner's account. One per email per tenant: tenants never see each other's users. The email is
 * stored trimmed and lower-cased (the CHECK holds every writer to it), so lookups are plain equality.
 * Every account has proved its address: a signup waits in pending_signups until its code is entered.
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
    /** When the emailed code made the account (issue 17: there are no unverified accounts). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).notNull(),
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

/**
 * A signup waiting for its emailed code (issue 17). Each signup keeps the details and password it was
 * given, so a second signup for the same address changes nothing of the first: the code that is
 * entered decides whose account it becomes, and the address's other signups go with it. Forgotten
 * SIGNUP_PENDING_HOURS after it was made (the retention sweep deletes such rows).
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phoneNo: text('phone_no').notNull(),
    /** argon2id, PHC string, as users.password_hash. */
    passwordHash: text('password_hash').notNull(),
    /**
     * SHA-256 of the signup_token held by the browser that made the signup (or last logged in with its
     * password): its code is proved, and a new one asked for, with that token only (issue 17).
     */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pending_signups_address_idx').on(table.tenantId, table.email, table.createdAt),
    // The retention sweep removes signups older than SIGNUP_PENDING_HOURS, whatever their address.
    index('pending_signups_created_idx').on(table.createdAt),
    check('pending_signups_email_normalised', sql`${table.email} = lower(btrim(${table.email}))`),
  ],
);

/** 'login' and 'staff_login': the second factor a sign-in needs while its account is under attack (issue 17). */
export const ONE_TIME_CODE_PURPOSES = ['verify_email', 'reset_password', 'login', 'staff_login'] as const;

/**
 * Emailed one-time codes, stored as hashes. A verification code belongs to one pending signup and is
 * deleted with it; the others belong to the address. A used or burnt code keeps its row (consumed_at)
 * so it can never work again; the retention sweep removes it RETENTION_CODE_DAYS after it stopped working.
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
    /** The signup a verification code finishes; null for every other purpose. */
    signupId: integer('signup_id').references(() => pendingSignups.id, { onDelete: 'cascade' }),
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
    index('one_time_codes_signup_idx').on(table.signupId),
    check('one_time_codes_purpose', sql`${table.purpose} in ('verify_email', 'reset_password', 'login', 'staff_login')`),
    check('one_time_codes_signup', sql`(${table.purpose} = 'verify_email') = (${table.signupId} is not null)`),
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
    // Issue 17: the lockout counts an account's failures from one IP.
    index('auth_failures_account_ip_idx').on(table.tenantId, table.kind, table.email, table.ip, table.createdAt),
    index('auth_failures_ip_idx').on(table.kind, table.ip, table.createdAt),
    // The retention sweep removes failures older than RETENTION_AUTH_FAILURE_DAYS, whatever their address.
    index('auth_failures_created_idx').on(table.createdAt),
    check('auth_failures_kind', sql`${table.kind} in ('login', 'code', 'staff_login')`),
  ],
);

/**
 * When each IP last signed in to each account (issue 17): while an account is under attack, an IP
 * that signed in within LOGIN_KNOWN_IP_DAYS needs no emailed code. Kept by address and kind, as the
 * failures are; the retention sweep deletes rows older than that.
 */
export const authSignIns = pgTable(
  'auth_sign_ins',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind', { enum: ['login', 'staff_login'] }).notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'auth_sign_ins_pk', columns: [table.tenantId, table.kind, table.email, table.ip] }),
    index('auth_sign_ins_signed_in_idx').on(table.signedInAt),
    check('auth_sign_ins_kind', sql`${table.kind} in ('login', 'staff_login')`),
  ],
);
