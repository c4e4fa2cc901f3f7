import { afterEach, beforeEach } from 'vitest';

/**
 * Runs each test of the file on a device set to `zone` (issue 17: a kitchen tablet set to UTC showed
 * Sydney's orders at UTC times). Node applies a TZ set at run time to Date and Intl at once.
 */
export function onDeviceInZone(zone: string): void {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
