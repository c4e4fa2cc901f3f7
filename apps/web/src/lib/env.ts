// Spec §7: the API base address, the tenant id, a maps key and the payment mode are build settings.
// Parsed by hand rather than with zod so the first load does not carry a schema library.

export type Env = {
  apiBaseUrl: string;
  tenantId: number;
  mapsApiKey: string;
  paymentMode: 'test' | 'live';
  isLivePayments: boolean;
};

/** An empty variable counts as unset, so `VITE_TENANT_ID=` in a .env file still gets the default. */
function setting(raw: Record<string, unknown>, name: string): string | undefined {
  const value = raw[name];
  return value === undefined || value === '' ? undefined : String(value);
}

export function parseEnv(raw: Record<string, unknown>): Env {
  // Spec §9: the tenant id is 64 in the build settings.
  const tenantText = setting(raw, 'VITE_TENANT_ID') ?? '64';
  const tenantId = Number(tenantText);
  if (!Number.isInteger(tenantId) || tenantId <= 0) throw new Error(`VITE_TENANT_ID must be a positive whole number, not "${tenantText}"`);

  const mode = setting(raw, 'VITE_PAYMENT_MODE') ?? 'test';
  if (!['test', 'live', 'production'].includes(mode)) throw new Error(`VITE_PAYMENT_MODE must be test, live or production, not "${mode}"`);
  // Spec §7: "a live or production mode setting means live payments".
  const paymentMode = mode === 'test' ? 'test' : 'live';

  return {
    apiBaseUrl: (setting(raw, 'VITE_API_BASE_URL') ?? '/api').replace(/\/+$/, ''),
    tenantId,
    mapsApiKey: setting(raw, 'VITE_MAPS_API_KEY') ?? '',
    paymentMode,
    isLivePayments: paymentMode === 'live',
  };
}

export const env = parseEnv(import.meta.env);
