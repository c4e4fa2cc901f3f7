import type { PaymentProviderName } from '@crust/contract/payments';
import type { SetupChecklist, SetupStep } from '@crust/contract/console-setup-checklist';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import type { SetupChecklistRepo, SetupFacts } from './console-setup-checklist.repo.ts';

// The console's pages where each step is done (apps/web/src/app/console/console-paths.ts).
const OUTLETS_PAGE = '/console/outlets';
const MENU_PAGE = '/console/menu';
const rulesPage = (outletId: number | null) => (outletId === null ? OUTLETS_PAGE : `/console/outlets/${outletId}/rules`);

/**
 * Issue 19: the steps before the storefront can take orders, from the tenant's facts. Payment counts
 * as done when cards go through a real provider (Stripe), or an active outlet accepts cash: the
 * built-in test provider takes no money, so it alone does not make a business ready.
 */
export function setupSteps(facts: SetupFacts, cardProvider: PaymentProviderName): SetupStep[] {
  const rules = rulesPage(facts.firstActiveOutletId);
  return [
    {
      key: 'outlet',
      done: facts.firstActiveOutletId !== null,
      label: 'An active outlet',
      hint: 'Add an outlet with its address and time zone, and make it active so diners can choose it.',
      href: OUTLETS_PAGE,
    },
    {
      key: 'menu',
      done: facts.hasMenu,
      label: 'A menu',
      hint: 'Add a product to a category on the main menu and sell it at an active outlet.',
      href: MENU_PAGE,
    },
    {
      key: 'hours',
      done: facts.hasHours,
      label: 'Ordering hours',
      hint: 'Set the pickup or delivery hours of an active outlet: outside them it takes no orders.',
      href: rules,
    },
    {
      key: 'fulfilment',
      done: facts.hasPickupOrZone,
      label: 'Pickup or a delivery zone',
      hint: 'Turn pickup on at an active outlet, or turn delivery on and add a delivery zone.',
      href: rules,
    },
    {
      key: 'payment',
      done: cardProvider !== 'test' || facts.acceptsCash,
      label: 'Payment',
      hint: 'Accept cash at an active outlet, or have card payments configured (Stripe): the built-in test provider takes no real money.',
      href: rules,
    },
  ];
}

export function createSetupChecklistService(repo: SetupChecklistRepo, cardProvider: PaymentProviderName) {
  return {
    /** The business of the signed-in staff member, whatever their role or outlets. */
    async get(session: StaffSession): Promise<SetupChecklist> {
      const steps = setupSteps(await repo.facts(session.tenantId), cardProvider);
      return { ready: steps.every((step) => step.done), steps };
    },
  };
}
export type SetupChecklistService = ReturnType<typeof createSetupChecklistService>;
