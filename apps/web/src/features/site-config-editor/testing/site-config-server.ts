import type { SiteConfigVersionSummary } from '@crust/contract/console-site-config';
import type { SiteConfig } from '@crust/contract/site-config';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { jsonResponse, stubFetch } from '@/testing/test-utils';
import { withSection } from '../site-config-draft';

export const OUTLET_ID = 7;
export const CONFIG_PATH = `/api/console/outlets/${OUTLET_ID}/site-config`;

export const configWith = (colors: Partial<SiteConfig['colors']> = {}, general: Partial<SiteConfig['general']> = {}) =>
  withSection(withSection(defaultSiteConfig, 'colors', colors), 'general', general);

const versions: SiteConfigVersionSummary[] = [
  { version: 3, saved_at: '2026-03-06T09:00:00.000Z', saved_by: 'Olive Owner' },
  { version: 2, saved_at: '2026-03-05T09:00:00.000Z', saved_by: 'Olive Owner' },
  { version: 1, saved_at: '2026-03-01T09:00:00.000Z', saved_by: null },
];

/**
 * The console's site-configuration calls: each GET answers `reads` in turn (the last one again
 * after), each PUT body is kept and answered by `save`.
 */
export function serveSiteConfig(reads: { config: SiteConfig; version: number }[], save: (body: unknown) => Response) {
  const puts: unknown[] = [];
  let read = 0;
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname === CONFIG_PATH && (init.method ?? 'GET') === 'GET') return jsonResponse(200, { data: reads[Math.min(read++, reads.length - 1)] });
    if (url.pathname === CONFIG_PATH && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as unknown;
      puts.push(body);
      return save(body);
    }
    if (url.pathname === `${CONFIG_PATH}/versions`) return jsonResponse(200, { data: versions });
    throw new Error(`Unexpected call: ${init.method ?? 'GET'} ${url.pathname}`);
  });
  return { fetchMock, puts };
}
