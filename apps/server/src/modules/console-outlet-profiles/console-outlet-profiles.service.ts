import type { CreateOutletRequest, OutletProfile, OutletProfileFields, SaveOutletProfileRequest } from '@crust/contract/console-outlet-profiles';
import { errorCodes } from '@crust/contract/errors';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import type { SiteConfig } from '@crust/contract/site-config';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound, staleVersion } from '../../lib/http-error.ts';
import { OUTLET_NOT_FOUND, worksAt, type StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { createOutletProfilesRepo, type OutletProfilesRepo } from './console-outlet-profiles.repo.ts';

const OWNERS_ONLY = 'Only an owner can create, change or archive an outlet.';

/**
 * A new outlet's site configuration: the spec's defaults (§9) under the tenant's id, with the
 * outlet's own contact details; the owner tailors it in the site configuration editor.
 */
export function newOutletSiteConfig(tenantId: number, { phone, email }: Pick<OutletProfileFields, 'phone' | 'email'>): SiteConfig {
  return { ...defaultSiteConfig, general: { ...defaultSiteConfig.general, tenantId, contactPhone: phone, contactEmail: email } };
}

/** What the audit log keeps of a profile: its fields and version, not the row's bookkeeping. */
const audited = ({ id: _id, ...profile }: OutletProfile) => profile;

/**
 * Outlet profiles (issue 19): owners create, edit (over the version read: 409 stale_version) and
 * archive the tenant's outlets, hidden and archived ones included; managers and crew read the
 * outlets they work at. Decided: a manager does not edit even the phone or email of their outlet;
 * the profile is what diners see of the business, which owners answer for.
 */
export function createOutletProfilesService(db: Database, now: () => Date) {
  const repo = createOutletProfilesRepo(db);

  function requireOwner(session: StaffSession): void {
    if (session.role !== 'owner') throw forbidden(OWNERS_ONLY);
  }

  /** 400 naming the field when the photo is not one of the tenant's uploads (another tenant's, or none). */
  async function requireOwnPhoto(session: StaffSession, txRepo: OutletProfilesRepo, { image_id }: OutletProfileFields): Promise<void> {
    if (image_id !== null && !(await txRepo.hasImage(session.tenantId, image_id)))
      throw badRequest(`body.image_id: there is no photo ${image_id} among this business’s uploads.`);
  }

  /** The outlet when the person may read it: 404 for another tenant's (or none), 403 for one they do not work at. */
  async function readable(session: StaffSession, restaurantId: number, from: OutletProfilesRepo = repo, lock = false): Promise<OutletProfile> {
    const profile = await from.find(session.tenantId, restaurantId, lock);
    if (!profile) throw notFound(OUTLET_NOT_FOUND);
    // An owner answers for every outlet of the tenant, archived ones too (the session lists those not archived).
    if (session.role !== 'owner' && !worksAt(session, restaurantId)) throw forbidden('You do not work at that outlet.');
    return profile;
  }

  /** Changes an outlet in one transaction with its audit entry, under the row's lock. */
  function change(
    session: StaffSession,
    restaurantId: number,
    action: 'outlet.update' | 'outlet.archive' | 'outlet.unarchive',
    apply: (before: OutletProfile, txRepo: OutletProfilesRepo) => Promise<void>,
  ): Promise<OutletProfile> {
    requireOwner(session);
    return db.transaction(async (tx) => {
      const txRepo = createOutletProfilesRepo(tx);
      const before = await readable(session, restaurantId, txRepo, true);
      await apply(before, txRepo);
      const after = (await txRepo.find(session.tenantId, restaurantId))!;
      await recordAudit(tx, { by: session, restaurantId, action, target: `outlet:${restaurantId}`, before: audited(before), after: audited(after) });
      return after;
    });
  }

  return {
    /** Owners: every outlet of the tenant; the others: the outlets they work at. */
    list: (session: StaffSession): Promise<OutletProfile[]> =>
      repo.list(session.tenantId, session.role === 'owner' || session.outletIds === 'all' ? undefined : session.outletIds),

    get: (session: StaffSession, restaurantId: number): Promise<OutletProfile> => readable(session, restaurantId),

    /** A new outlet with its settings (online ordering and pickup on; delivery, cash and hours to set), audited. */
    create(session: StaffSession, fields: CreateOutletRequest): Promise<OutletProfile> {
      requireOwner(session);
      return db.transaction(async (tx) => {
        const txRepo = createOutletProfilesRepo(tx);
        await requireOwnPhoto(session, txRepo, fields);
        const id = await txRepo.create(session.tenantId, fields, { webConfig: newOutletSiteConfig(session.tenantId, fields) });
        const created = (await txRepo.find(session.tenantId, id))!;
        await recordAudit(tx, { by: session, restaurantId: id, action: 'outlet.create', target: `outlet:${id}`, after: audited(created) });
        return created;
      });
    },

    /** Saves over the version the owner read: 409 stale_version when someone saved since; an archived outlet is brought back first. */
    save: (session: StaffSession, restaurantId: number, { version, ...fields }: SaveOutletProfileRequest): Promise<OutletProfile> =>
      change(session, restaurantId, 'outlet.update', async (before, txRepo) => {
        if (version !== before.version) {
          throw staleVersion('this outlet', before.version);
        }
        if (before.archived_at) throw new HttpError(409, errorCodes.conflict, 'This outlet is archived: bring it back before changing it.');
        await requireOwnPhoto(session, txRepo, fields);
        await txRepo.update(session.tenantId, restaurantId, fields, now());
      }),

    /** Off the storefront for good (hidden, no menu, no orders), its orders and history kept: never deleted. */
    archive: (session: StaffSession, restaurantId: number): Promise<OutletProfile> =>
      change(session, restaurantId, 'outlet.archive', async (before, txRepo) => {
        if (!before.archived_at) await txRepo.setArchived(session.tenantId, restaurantId, now());
      }),

    /** Back in the console, hidden (status 0) until an owner makes it active. */
    unarchive: (session: StaffSession, restaurantId: number): Promise<OutletProfile> =>
      change(session, restaurantId, 'outlet.unarchive', async (before, txRepo) => {
        if (before.archived_at) await txRepo.setArchived(session.tenantId, restaurantId, null);
      }),
  };
}
export type OutletProfilesService = ReturnType<typeof createOutletProfilesService>;
