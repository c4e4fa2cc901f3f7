import type { AppSettings, AppSettingsQuery, PaymentGatewayConfig } from '@crust/contract/app-settings';
import type { OrderingState } from '@crust/contract/ordering-state';
import { notFound } from '../../lib/http-error.ts';
import type { TenantLookup } from '../tenants/tenant-lookup.ts';
import { standingOrNone, type OutletStandings } from '../checkout/outlet-standing.ts';
import type { AppSettingsRepo } from './app-settings.repo.ts';

/** The payment gateway the server itself uses (provider, mode, public key): the same for every outlet. */
export type ServerPaymentGateway = Omit<PaymentGatewayConfig, 'is_cash_on_delivery_enabled'>;

export function createAppSettingsService(repo: AppSettingsRepo, tenants: TenantLookup, gateway: ServerPaymentGateway, standings: OutletStandings) {
  return {
    /**
     * The spec's client reads the first entry of a list, so the answer is a list of one.
     * `orderingState`: the outlet's state now when the caller has just worked it out (a server-rendered
     * page reads the outlet list first), so it is not worked out twice.
     */
    async get({ tenant_id, restaurant_id }: AppSettingsQuery, orderingState?: OrderingState): Promise<AppSettings[]> {
      const found = await repo.find(tenant_id, restaurant_id);
      if (found) {
        // The card form the browser shows is the provider that takes the payment; cash is the outlet's own switch, as placement reads it.
        // Issue 18 point 7: the outlet's state as of this request (the online-ordering notice says until when a pause lasts).
        const ordering_state = orderingState ?? standingOrNone(await standings([restaurant_id]), restaurant_id).ordering_state;
        return [{ ...found.settings, payment_gateway_config: { ...gateway, is_cash_on_delivery_enabled: found.acceptsCash }, ordering_state }];
      }
      // Only the failure path pays for the second query that names what is missing.
      throw notFound((await tenants.exists(tenant_id)) ? 'Unknown restaurant' : 'Unknown tenant');
    },
  };
}
export type AppSettingsService = ReturnType<typeof createAppSettingsService>;
