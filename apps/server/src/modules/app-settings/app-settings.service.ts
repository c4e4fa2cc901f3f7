import type { AppSettings, AppSettingsQuery } from '@crust/contract/app-settings';
import { notFound } from '../../lib/http-error.ts';
import type { TenantsRepo } from '../tenants/tenants.repo.ts';
import type { AppSettingsRepo } from './app-settings.repo.ts';

export function createAppSettingsService(repo: AppSettingsRepo, tenants: TenantsRepo) {
  return {
    /** The spec's client reads the first entry of a list, so the answer is a list of one. */
    async get({ tenant_id, restaurant_id }: AppSettingsQuery): Promise<AppSettings[]> {
      const settings = await repo.find(tenant_id, restaurant_id);
      if (settings) return [settings];
      // Only the failure path pays for the second query that names what is missing.
      throw notFound((await tenants.exists(tenant_id)) ? 'Unknown restaurant' : 'Unknown tenant');
    },
  };
}
export type AppSettingsService = ReturnType<typeof createAppSettingsService>;
