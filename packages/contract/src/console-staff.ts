import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './account-rules.ts';
import { emailSchema, nameSchema, otpCodeSchema, passwordSchema } from './accounts.ts';
import { TOTP_DIGITS } from './console-limits.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { keySchema } from './text.ts';

// Issue 10: the restaurant's people. Staff sign in to the console with their own sessions (never a
// diner's), may add TOTP two-factor sign-in, and owners manage the staff and read the audit log.

export const STAFF_ROLE_NAMES = ['owner', 'manager', 'crew'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLE_NAMES);
export type StaffRoleName = z.infer<typeof staffRoleSchema>;

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[0-9]{${TOTP_DIGITS}}$`), `The code is ${TOTP_DIGITS} digits`);

/** The signed-in person as the console sees them. */
export const staffMemberSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** The outlets they may work at: for an owner, every active outlet of the tenant. */
  outlet_ids: z.array(z.number().int().positive()),
  /**
   * The same outlets by name, as the console lists them (inactive ones too, which the storefront's list
   * leaves out), each with its IANA time zone: the console shows every time on the outlet's clock,
   * whatever the device's (issue 17).
   */
  outlets: z.array(z.object({ id: z.number().int().positive(), name: z.string(), timezone: z.string() })),
  totp_enabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** POST /api/console/auth/sign-in */
export const staffSignInRequestSchema = z.strictObject({
  tenant_id: idSchema,
  email: emailSchema,
  // Any length is checked against the hash: a sign-in never says which rule a password breaks.
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
  /** Required (401 totp_required) once the person has turned two-factor sign-in on. */
  totp_code: totpCodeSchema.optional(),
  /** The emailed sign-in code of a person without TOTP, once sign-in has answered 401 login_code_required (issue 17). */
  login_code: otpCodeSchema.optional(),
});
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

export const staffSessionSchema = z.object({
  token: z.string().min(22),
  /** Staff sessions do not slide: they end STAFF_SESSION_TTL_HOURS after sign-in. */
  expires_at: z.iso.datetime({ offset: true }),
  staff: staffMemberSchema,
});
export type StaffSessionPayload = z.infer<typeof staffSessionSchema>;
export const staffSessionResponseSchema = dataEnvelope(staffSessionSchema);

/** GET /api/console/me */
export const staffMeResponseSchema = dataEnvelope(z.object({ staff: staffMemberSchema }));
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;

/** POST /api/console/auth/totp: a new secret to enrol, pending until a code from it is confirmed. */
export const totpSetupResponseSchema = dataEnvelope(z.object({ secret: z.string(), otpauth_url: z.string() }));
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** POST /api/console/auth/totp/confirm and DELETE /api/console/auth/totp */
export const totpCodeRequestSchema = z.strictObject({ code: totpCodeSchema });
export type TotpCodeRequest = z.infer<typeof totpCodeRequestSchema>;

/** POST /api/console/auth/password: the token from an invitation or a `staff:create` link. */
export const setStaffPasswordRequestSchema = z.strictObject({ token: keySchema(22, 128), password: passwordSchema });
export type SetStaffPasswordRequest = z.infer<typeof setStaffPasswordRequestSchema>;
/** Whom the link was for, so the sign-in form can be filled in. */
export const setStaffPasswordResponseSchema = dataEnvelope(z.object({ tenant_id: z.number().int().positive(), email: z.string() }));
export type SetStaffPasswordResponse = z.infer<typeof setStaffPasswordResponseSchema>;

/** A person as owners manage them. */
export const staffListItemSchema = staffMemberSchema.extend({
  disabled: z.boolean(),
  /** False until the invited person has set a password through their link. */
  password_set: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type StaffListItem = z.infer<typeof staffListItemSchema>;

/** GET /api/console/staff */
export const staffListResponseSchema = dataEnvelope(z.array(staffListItemSchema));
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;
export const staffItemResponseSchema = dataEnvelope(staffListItemSchema);
export type StaffItemResponse = z.infer<typeof staffItemResponseSchema>;

const outletIdsSchema = z.array(idSchema).max(200);

/** POST /api/console/staff: the person is emailed a link to set their password. An owner's outlet_ids are ignored. */
export const createStaffRequestSchema = z.strictObject({
  email: emailSchema,
  name: nameSchema,
  role: staffRoleSchema,
  outlet_ids: outletIdsSchema.default([]),
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

export const staffParamsSchema = z.object({ staffId: idSchema });

/** PATCH /api/console/staff/{staffId}: disabling ends the person's sessions. */
export const updateStaffRequestSchema = z
  .strictObject({ role: staffRoleSchema.optional(), outlet_ids: outletIdsSchema.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.outlet_ids !== undefined || body.disabled !== undefined, {
    message: 'Send role, outlet_ids or disabled',
  });
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

/** GET /api/console/audit-log query: newest first. */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  /** e.g. 'staff.invite', 'order.accept', 'outlet.pause'. */
  action: z.string(),
  /** What it acted on, e.g. 'staff:12', 'order:ord_…'. */
  target: z.string(),
  restaurant_id: z.number().int().positive().nullable(),
  staff_id: z.number().int().positive().nullable(),
  /** Who did it; null for the system (an automatic resume). */
  staff_name: z.string().nullable(),
  /** Issue 18: the person's email and role now, so the log reads "The manager at manager@crust.test …"; null for the system. */
  staff_email: z.string().nullable(),
  staff_role: staffRoleSchema.nullable(),
  /** The outlet's name, for an action at one outlet. */
  restaurant_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = dataEnvelope(
  z.object({ entries: z.array(auditEntrySchema), page: z.number().int(), per_page: z.number().int(), total: z.number().int().nonnegative() }),
);
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
