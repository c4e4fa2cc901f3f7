import { healthResponseSchema } from '@crust/contract/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { testConfig } from '../../test/test-config.ts';

describe('GET /api/health', () => {
  let app: App;
  beforeAll(async () => {
    // Any use of this database throws, so a 200 proves the health check never touches it.
    const unusable = new Proxy({} as Database, {
      get: () => {
        throw new Error('health must not query the database');
      },
    });
    const database = { db: unusable, kind: 'pglite' as const, listen: async () => async () => {}, close: async () => {} };
    app = await createApp({ config: testConfig(), database });
  });
  afterAll(() => app.close());

  it('answers ok without a database call', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok' });
  });
});
