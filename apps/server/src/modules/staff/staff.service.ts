import type { AuditLogQuery, AuditLogResponse, CreateStaffRequest, StaffListItem, UpdateStaffRequest } from '@crust/contract/console-staff';
import { errorCodes } from '@crust/contract/errors';
import type { Database } from '../../db/client.ts';
import type { StaffRole } from '../../db/schema/staff.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import { OUTLET_NOT_FOUND, type StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { queueMail } from '../mail/mail-queue.ts';
import { STAFF_LINK_HOURS } from '../mail/mail-templates.ts';
import type { StaffRepo } from './staff.repo.ts';

const HOUR = 3_600_000;
const PERSON_NOT_FOUND = 'There is no such person on your staff.';

export interface StaffServiceOptions {
  db: Database;
  repo: StaffRepo;
  now: () => Date;
}

/** Issue 10: owners manage the staff (invite, change role and outlets, disable) and read the audit log. */
export function createStaffService({ db, repo, now }: StaffServiceOptions) {
  async function item(tx: Database, tenantId: number, staffId: number): Promise<StaffListItem> {
    const [found] = await repo.items(tx, tenantId, staffId);
    if (!found) throw notFound(PERSON_NOT_FOUND);
    return found;
  }

  /** Another tenant's outlet is as unknown as one that does not exist: 404 either way. */
  async function checkOutlets(tx: Database, tenantId: number, outletIds: readonly number[]): Promise<void> {
    const unique = new Set(outletIds);
    if ((await repo.tenantOutlets(tx, tenantId, [...unique])).length !== unique.size) throw notFound(OUTLET_NOT_FOUND);
  }

  /** A person without a password, and a one-time link (72 h) that sets it. */
  async function addPerson(tx: Database, tenantId: number, values: { email: string; name: string; role: StaffRole }, at: Date) {
    const row = await repo.insert(tx, { tenantId, ...values });
    if (!row) throw new HttpError(409, errorCodes.conflict, `${values.email} is already on the staff.`);
    const token = newSessionToken();
    await repo.insertPasswordLink(tx, { tokenHash: hashToken(token), tenantId, staffId: row.id, expiresAt: new Date(at.getTime() + STAFF_LINK_HOURS * HOUR) });
    return { row, token };
  }

  return {
    list: (session: StaffSession) => repo.items(db, session.tenantId),

    /** Adds the person and queues their invitation in the same transaction: the mail goes exactly when they exist. */
    async invite(session: StaffSession, request: CreateStaffRequest): Promise<StaffListItem> {
      const at = now();
      return db.transaction(async (tx) => {
        // An owner works at every outlet: outlets given for one are not kept.
        const outletIds = request.role === 'owner' ? [] : request.outlet_ids;
        await checkOutlets(tx, session.tenantId, outletIds);
        const { row, token } = await addPerson(tx, session.tenantId, request, at);
        await repo.setOutlets(tx, session.tenantId, row.id, outletIds);
        await queueMail(tx, {
          tenantId: session.tenantId,
          to: row.email,
          template: 'staff_invite',
          data: { name: row.name, invitedBy: session.name, role: row.role, token },
        });
        const after = await item(tx, session.tenantId, row.id);
        await recordAudit(tx, { by: session, action: 'staff.invite', target: `staff:${row.id}`, after });
        return after;
      });
    },

    /** Changes role, outlets or disabled; an owner cannot disable or demote themself (so a tenant always keeps an owner). */
    async update(session: StaffSession, staffId: number, request: UpdateStaffRequest): Promise<StaffListItem> {
      const at = now();
      return db.transaction(async (tx) => {
        const row = await repo.byId(tx, session.tenantId, staffId);
        if (!row) throw notFound(PERSON_NOT_FOUND);
        if (row.id === session.staffId && (request.disabled === true || (request.role !== undefined && request.role !== 'owner')))
          throw forbidden('You cannot disable or demote yourself: ask another owner.');
        if (request.outlet_ids) await checkOutlets(tx, session.tenantId, request.outlet_ids);
        const before = await item(tx, session.tenantId, row.id);
        const role = request.role ?? row.role;
        const disabledAt = request.disabled === undefined ? row.disabledAt : request.disabled ? (row.disabledAt ?? at) : null;
        await repo.update(tx, row.id, { role, disabledAt }, at);
        if (role === 'owner') await repo.setOutlets(tx, session.tenantId, row.id, []);
        else if (request.outlet_ids) await repo.setOutlets(tx, session.tenantId, row.id, request.outlet_ids);
        if (disabledAt) await repo.deleteSessionsOf(tx, row.id);
        const after = await item(tx, session.tenantId, row.id);
        await recordAudit(tx, { by: session, action: 'staff.update', target: `staff:${row.id}`, before, after });
        return after;
      });
    },

    async auditLog(session: StaffSession, query: AuditLogQuery): Promise<AuditLogResponse['data']> {
      const { entries, total } = await repo.auditPage(session.tenantId, query.page, query.per_page);
      return { entries, page: query.page, per_page: query.per_page, total };
    },

    /** `npm run staff:create`: a tenant's first owner, and the token of the link that sets their password. */
    async createOwner(request: { tenantId: number; email: string; name: string }): Promise<{ staff: StaffListItem; token: string }> {
      if ((await repo.tenantName(request.tenantId)) === null) throw notFound(`There is no tenant ${request.tenantId}.`);
      const at = now();
      return db.transaction(async (tx) => {
        const { row, token } = await addPerson(tx, request.tenantId, { email: request.email, name: request.name, role: 'owner' }, at);
        const staff = await item(tx, request.tenantId, row.id);
        await recordAudit(tx, { by: { tenantId: request.tenantId, staffId: null }, action: 'staff.create', target: `staff:${row.id}`, after: staff });
        return { staff, token };
      });
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
