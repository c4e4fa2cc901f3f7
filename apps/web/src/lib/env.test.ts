import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('build settings (spec §7, §9)', () => {
  it('defaults the API base to /api, the tenant to 64, no maps key and test payments', () => {
    expect(parseEnv({})).toEqual({
      apiBaseUrl: '/api',
      tenantId: 64,
      mapsApiKey: '',
      paymentMode: 'test',
      isLivePayments: false,
    });
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ VITE_TENANT_ID: '', VITE_API_BASE_URL: '' })).toMatchObject({ tenantId: 64, apiBaseUrl: '/api' });
  });

  it('reads the tenant id as a number and drops a trailing slash from the base', () => {
    expect(parseEnv({ VITE_TENANT_ID: '139', VITE_API_BASE_URL: 'https://api.example/' })).toMatchObject({
      tenantId: 139,
      apiBaseUrl: 'https://api.example',
    });
  });

  it.each(['live', 'production'])('a %s payment mode means live payments', (mode) => {
    expect(parseEnv({ VITE_PAYMENT_MODE: mode })).toMatchObject({ paymentMode: 'live', isLivePayments: true });
  });

  it('rejects a tenant id that is not a positive integer', () => {
    expect(() => parseEnv({ VITE_TENANT_ID: 'abc' })).toThrow();
  });
});
