import type { LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { z } from 'zod';
import { auditLog } from '../../db/schema/staff.ts';
import type { TestContext } from '../../test/test-database.ts';
import { eventually, SURRY_HILLS, type Caller } from '../cart/cart-test-kit.ts';
import { staffKit } from '../staff/staff-test-kit.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Issue 19's catalogue modules in server tests (modifier groups, attributes, deals): console calls,
 * their answers read through the contract, the audit entry of a target, and the diners' menu that a
 * change must reach within a second.
 */
export function consoleCatalogueKit(get: () => TestContext) {
  const kit = staffKit(get);

  const call = (who: Caller | null, method: Method, url: string, payload?: object) =>
    kit.inject({ method, url: `/api/console${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  /** The `data` of an answer of `status`, read with the contract's response schema. */
  function dataOf<T>(schema: z.ZodType<{ data: T }>, response: LightMyRequestResponse, status = 200): T {
    expect(response.statusCode, response.body).toBe(status);
    return schema.parse(response.json()).data;
  }

  /** The newest audit entry of `action` on `target` (catalogue entries belong to no outlet unless a deal's). */
  async function auditOf(target: string, action: string) {
    const [entry] = await get()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.target, target), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  }

  /** Surry Hills' main menu once `check` holds, failing when that took a second or more. */
  async function menuWithinASecond<T>(read: (menu: Awaited<ReturnType<typeof kit.menuOf>>) => T, check: (value: T) => boolean): Promise<T> {
    const started = Date.now();
    const value = await eventually(async () => read(await kit.menuOf(SURRY_HILLS)), check);
    expect(check(value)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    return value;
  }

  return { ...kit, call, dataOf, auditOf, menuWithinASecond };
}
