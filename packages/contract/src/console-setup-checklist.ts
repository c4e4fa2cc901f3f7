import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

// Issue 19 (a new tenant): what is left before the storefront can take orders, in the order an owner
// sets it up. The console's home shows it while any step is not done.

export const SETUP_STEP_KEYS = ['outlet', 'menu', 'hours', 'fulfilment', 'payment'] as const;
export type SetupStepKey = (typeof SETUP_STEP_KEYS)[number];

export const setupStepSchema = z.object({
  key: z.enum(SETUP_STEP_KEYS),
  done: z.boolean(),
  label: z.string(),
  /** What doing it takes, said for the step still to do. */
  hint: z.string(),
  /** The console page where it is done. */
  href: z.string(),
});
export type SetupStep = z.infer<typeof setupStepSchema>;

export const setupChecklistSchema = z.object({
  /** Every step done: the storefront can take orders. */
  ready: z.boolean(),
  steps: z.array(setupStepSchema),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

/** GET /api/console/setup-checklist: the signed-in staff member's business; every role reads it. */
export const setupChecklistResponseSchema = dataEnvelope(setupChecklistSchema);
