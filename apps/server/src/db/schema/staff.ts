import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { tenants } from './tenants.ts';

// Issue 10: the restaurant's people. Staff are not diners: their own table, their own sessions (a
// staff token is never found by the diners' session lookup, nor a diner's by the console's), and
// every console call checks the role and the outlet on the server.

export const STAFF_ROLES = ['owner', 'manager', 'crew'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A person who works for a tenant. One per email per tenant; the email is stored trimmed and lower-cased. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id, PHC string; null until the invited person sets one through the emailed link. */
    passwordHash: text('password_hash'),
    /** TOTP two-factor sign-in: the secret (base32) once enrolment is confirmed; null when off. */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled, until the first code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last TOTP code accepted: a code is never accepted twice (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    /** A disabled person cannot sign in and their sessions are ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('staff_tenant_email_unique').on(table.tenantId, table.email),
    unique('staff_id_tenant_unique').on(table.id, table.tenantId),
    check('staff_email_normalised', sql`${table.email} = lower(btrim(${table.email}))`),
    check('staff_role_known', sql`${table.role} in ('owner', 'manager', 'crew')`),
  ],
);

/** The outlets a manager or crew member may work at (an owner works at every outlet of the tenant). */
export const staffOutlets = pgTable(
  'staff_outlets',
  {
    staffId: integer('staff_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    restaurantId: integer('restaurant_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.staffId, table.restaurantId] }),
    foreignKey({ name: 'staff_outlets_staff_fk', columns: [table.staffId, table.tenantId], foreignColumns: [staff.id, staff.tenantId] }).onDelete('cascade'),
    foreignKey({
      name: 'staff_outlets_restaurant_fk',
      columns: [table.restaurantId, table.tenantId],
      foreignColumns: [restaurants.id, restaurants.tenantId],
    }).onDelete('cascade'),
  ],
);

/** Staff bearer sessions: only the token's SHA-256 is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_sessions_staff_idx').on(table.staffId),
    foreignKey({ name: 'staff_sessions_staff_fk', columns: [table.staffId, table.tenantId], foreignColumns: [staff.id, staff.tenantId] }).onDelete('cascade'),
  ],
);

/**
 * One-time links that let a person set their password: an owner's invitation, a forgotten password,
 * or the first owner's link printed by `npm run staff:create`. Only the token's SHA-256 is stored.
 */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'staff_password_links_staff_fk', columns: [table.staffId, table.tenantId], foreignColumns: [staff.id, staff.tenantId] }).onDelete(
      'cascade',
    ),
  ],
);

/** What staff did: who, what, on what, when, and the thing before and after. Owners read it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Null for the system (an automatic resume) or a person since deleted. */
    staffId: integer('staff_id'),
    /** The outlet it concerns, if any. */
    restaurantId: integer('restaurant_id'),
    /** e.g. 'order.accept', 'outlet.pause', 'stock.product', 'coupon.update', 'staff.invite'. */
    action: text('action').notNull(),
    /** What it acted on, e.g. 'order:ord_…', 'coupon:12'. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Whether a person did it (false: the system on its own, e.g. resuming a paused outlet). */
    byPerson: boolean('by_person').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_tenant_created_idx').on(table.tenantId, table.createdAt)],
);
