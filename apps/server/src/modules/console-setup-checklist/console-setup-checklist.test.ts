import { setupChecklistResponseSchema, SETUP_STEP_KEYS, type SetupChecklist } from '@crust/contract/console-setup-checklist';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { DEMO_TENANT, staffKit, type SignedInStaff } from '../staff/staff-test-kit.ts';
import { insertTenant } from '../tenants/tenants.repo.ts';
import type { SetupFacts } from './console-setup-checklist.repo.ts';
import { setupSteps } from './console-setup-checklist.service.ts';

// Issue 19: the empty-state checklist: what is left before a business's storefront takes orders.

const nothing: SetupFacts = { firstActiveOutletId: null, hasMenu: false, hasHours: false, hasPickupOrZone: false, acceptsCash: false };
const doneOf = (steps: { key: string; done: boolean }[]) => Object.fromEntries(steps.map((step) => [step.key, step.done]));

describe('the setup steps', () => {
  it('are every step, in setup order, each linking to its console page (the outlets page until there is an active outlet)', () => {
    const steps = setupSteps(nothing, 'test');
    expect(steps.map((step) => step.key)).toEqual([...SETUP_STEP_KEYS]);
    expect(steps.every((step) => !step.done && step.label && step.hint)).toBe(true);
    expect(Object.fromEntries(steps.map((step) => [step.key, step.href]))).toEqual({
      outlet: '/console/outlets',
      menu: '/console/menu',
      hours: '/console/outlets',
      fulfilment: '/console/outlets',
      payment: '/console/outlets',
    });
    expect(setupSteps({ ...nothing, firstActiveOutletId: 5 }, 'test').find((step) => step.key === 'hours')?.href).toBe('/console/outlets/5/rules');
  });

  it('count payment done with cash at an active outlet or cards through Stripe, not through the test provider alone', () => {
    const payment = (facts: SetupFacts, provider: 'test' | 'stripe') => setupSteps(facts, provider).find((step) => step.key === 'payment')!.done;
    expect(payment({ ...nothing, firstActiveOutletId: 5 }, 'test')).toBe(false);
    expect(payment({ ...nothing, firstActiveOutletId: 5, acceptsCash: true }, 'test')).toBe(true);
    expect(payment(nothing, 'stripe')).toBe(true);
  });
});

describeEachDatabase('console: setup checklist', (get) => {
  const kit = staffKit(get);
  let freshOwner: SignedInStaff;

  async function checklistOf(who: SignedInStaff): Promise<SetupChecklist> {
    const response = await kit.inject({ method: 'GET', url: '/api/console/setup-checklist', headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return setupChecklistResponseSchema.parse(response.json()).data;
  }

  beforeAll(async () => {
    // Made as `npm run tenant:create` makes it: a business with nothing in it yet.
    const tenantId = await insertTenant(get().db, 'Fresh Pizza');
    freshOwner = await kit.signedIn('owner', [], tenantId!);
  });

  it('has every step to do for a new tenant', async () => {
    const checklist = await checklistOf(freshOwner);
    expect(checklist.ready).toBe(false);
    expect(doneOf(checklist.steps)).toEqual({ outlet: false, menu: false, hours: false, fulfilment: false, payment: false });
  });

  it('has every step done for the demo business, and crew read it too', async () => {
    const crew = await kit.signedIn('crew', [SURRY_HILLS], DEMO_TENANT);
    const checklist = await checklistOf(crew);
    expect(doneOf(checklist.steps)).toEqual({ outlet: true, menu: true, hours: true, fulfilment: true, payment: true });
    expect(checklist.ready).toBe(true);
    expect(checklist.steps.find((step) => step.key === 'hours')?.href).toMatch(/^\/console\/outlets\/\d+\/rules$/);
  });

  it('is for staff only (401 without a staff token)', async () => {
    const response = await kit.inject({ method: 'GET', url: '/api/console/setup-checklist' });
    expect(response.statusCode).toBe(401);
    const diner = await kit.guest();
    expect((await kit.inject({ method: 'GET', url: '/api/console/setup-checklist', headers: diner.headers })).statusCode).toBe(401);
  });
});
