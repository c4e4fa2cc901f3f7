import { HALF_PORTIONS } from '@crust/contract/cart-item-forms';
import { z } from 'zod';
import type { LineChoices } from './line-choices.ts';

// A line's choices outlive the code that wrote them: in a cart for days, in an order for good (a
// reorder adds them again). So a row keeps them with the version of their shape (cart_lines.choices,
// order_lines.choices), and they are parsed when read: a shape this code does not know fails loudly
// instead of being priced or reordered as something else.

/** The shape written today. A new shape takes the next number, and the reader brings the older ones up to it. */
export const LINE_CHOICES_VERSION = 1;

/** Choices as a row holds them: today's shape, stamped with its version. */
export type StoredLineChoices = LineChoices & { v: typeof LINE_CHOICES_VERSION };

const id = z.number().int().positive();
const count = z.number().int().positive();
const modifiers = z.array(z.object({ modifierId: id, quantity: count }));
const portion = z.object({ portion: z.enum(HALF_PORTIONS), restaurantProductId: id, modifiers });

// Plain objects: the version key is dropped from what they answer.
const choicesV1 = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('normal'), restaurantProductId: id, configurationValueIds: z.array(id), modifiers }),
  z.object({ kind: z.literal('half_and_half'), configurationValueIds: z.array(id), portions: z.tuple([portion, portion]) }),
  z.object({
    kind: z.literal('deal'),
    dealKey: z.string().min(1),
    children: z.array(z.object({ componentTypeId: id, restaurantProductId: id, quantity: count })),
  }),
]) satisfies z.ZodType<LineChoices>;

// Migration 0014 stamped every row written before versions; a row without one can still come from
// an instance of the previous release while a deployment rolls, and it has the first shape.
const versionOf = z.object({ v: z.literal(LINE_CHOICES_VERSION).default(LINE_CHOICES_VERSION) });

/** The choices to write into a row. */
export const toStoredChoices = (choices: LineChoices): StoredLineChoices => ({ v: LINE_CHOICES_VERSION, ...choices });

/** A row's choices, parsed into today's shape; throws on a version or a shape it does not know (a server fault, not bad input). */
export function choicesFromStorage(stored: unknown): LineChoices {
  versionOf.parse(stored);
  return choicesV1.parse(stored);
}
