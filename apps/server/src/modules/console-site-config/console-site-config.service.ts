import type { CurrentSiteConfig, SaveSiteConfigRequest, SiteConfigVersionDetail, SiteConfigVersionSummary } from '@crust/contract/console-site-config';
import { errorCodes } from '@crust/contract/errors';
import type { SiteConfig } from '@crust/contract/site-config';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/client.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { OUTLET_NOT_FOUND, type StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { createSiteConfigRepo, type KeptVersion, type SiteConfigRepo, type SiteConfigState } from './console-site-config.repo.ts';

/**
 * The current configuration's number, and whether it is kept yet. It is the newest kept version's
 * when they are the same configuration; otherwise it was written outside the console (the seed, plain
 * SQL) and is the next number, kept by the first save that replaces it.
 */
export function currentVersion({ current, latest }: SiteConfigState): { version: number; kept: boolean } {
  if (latest && isDeepStrictEqual(latest.config, current)) return { version: latest.version, kept: true };
  return { version: (latest?.version ?? 0) + 1, kept: false };
}

const withEditor = (config: SiteConfig, showConfigEditor: boolean): SiteConfig => ({ ...config, general: { ...config.general, showConfigEditor } });

/**
 * general.showConfigEditor false locks the editor (spec §3: it gates it). A save is then refused
 * unless its only change is turning the editor back on; reading, the versions and a restore stay
 * open, so an owner is never locked out of undoing it.
 */
export function saveAllowed(current: SiteConfig, next: SiteConfig): boolean {
  return current.general.showConfigEditor || (next.general.showConfigEditor && isDeepStrictEqual(withEditor(next, false), current));
}

const EDITOR_OFF =
  'The site configuration editor is turned off for this outlet (general.showConfigEditor is false). ' +
  'Restore an earlier version, or save the current configuration with only showConfigEditor turned on, to turn it back on.';

const versionView = (kept: KeptVersion): SiteConfigVersionSummary => ({ version: kept.version, saved_at: kept.savedAt.toISOString(), saved_by: kept.savedBy });

/** An outlet's site configuration (issue 10): owners edit it, every version is kept, one restores. */
export function createSiteConfigService(db: Database, now: () => Date) {
  const repo = createSiteConfigRepo(db);
  const outletGone = () => notFound(OUTLET_NOT_FOUND);
  const noSuchVersion = (version: number) => notFound(`This outlet's site configuration has no version ${version}.`);

  /**
   * Makes `choose`'s configuration the current one, as a new version, in one transaction with its
   * audit entry. The settings row's lock makes saves take turns, so `choose` sees the latest state.
   */
  async function replace(
    session: StaffSession,
    restaurantId: number,
    action: 'site_config.save' | 'site_config.restore',
    choose: (state: SiteConfigState, version: number, txRepo: SiteConfigRepo) => Promise<SiteConfig>,
  ): Promise<CurrentSiteConfig> {
    return db.transaction(async (tx) => {
      const txRepo = createSiteConfigRepo(tx);
      const state = await txRepo.state(session.tenantId, restaurantId, true);
      if (!state) throw outletGone();
      const before = currentVersion(state);
      const config = await choose(state, before.version, txRepo);
      const at = now();
      if (!before.kept) await txRepo.keep(session.tenantId, restaurantId, { version: before.version, config: state.current, savedBy: null, savedAt: at });
      const after = { config, version: before.version + 1 };
      await txRepo.keep(session.tenantId, restaurantId, { ...after, savedBy: session.staffId, savedAt: at });
      await txRepo.setCurrent(session.tenantId, restaurantId, config, at);
      await recordAudit(tx, {
        by: session,
        restaurantId,
        action,
        target: `outlet:${restaurantId}`,
        before: { version: before.version, config: state.current },
        after,
      });
      return after;
    });
  }

  return {
    async get(session: StaffSession, restaurantId: number): Promise<CurrentSiteConfig> {
      const state = await repo.state(session.tenantId, restaurantId);
      if (!state) throw outletGone();
      return { config: state.current, version: currentVersion(state).version };
    },

    /** Saves over the version the owner edited: 409 when someone saved since, 403 while the editor is off. */
    save: (session: StaffSession, restaurantId: number, { config, version }: SaveSiteConfigRequest): Promise<CurrentSiteConfig> =>
      replace(session, restaurantId, 'site_config.save', async (state, currentNumber) => {
        if (version !== currentNumber) {
          throw new HttpError(
            409,
            errorCodes.conflict,
            `Someone saved this outlet's site configuration a moment ago (it is at version ${currentNumber} now): reload it and make your change again.`,
          );
        }
        if (!saveAllowed(state.current, config)) throw forbidden(EDITOR_OFF);
        return config;
      }),

    /** One click: an earlier version becomes the current one, itself a new version (allowed while the editor is off). */
    restore: (session: StaffSession, restaurantId: number, version: number): Promise<CurrentSiteConfig> =>
      replace(session, restaurantId, 'site_config.restore', async (_state, _current, txRepo) => {
        const kept = await txRepo.find(session.tenantId, restaurantId, version);
        if (!kept) throw noSuchVersion(version);
        return kept.config;
      }),

    /** Newest first. */
    async versions(session: StaffSession, restaurantId: number): Promise<SiteConfigVersionSummary[]> {
      return (await repo.list(session.tenantId, restaurantId)).map(versionView);
    },

    async version(session: StaffSession, restaurantId: number, version: number): Promise<SiteConfigVersionDetail> {
      const kept = await repo.find(session.tenantId, restaurantId, version);
      if (!kept) throw noSuchVersion(version);
      return { ...versionView(kept), config: kept.config };
    },
  };
}
export type SiteConfigService = ReturnType<typeof createSiteConfigService>;
