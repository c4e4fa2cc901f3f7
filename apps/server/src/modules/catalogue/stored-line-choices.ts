import { HALF_PORTIONS } from '@crust/contract/cart-item-forms';
import { z } from 'zod';
import type { LineChoices } from './line-choices.ts';

// A line's choices outlive the code that wrote them: in a cart for days, in an order for good (a
// reorder adds them again). So a row keeps them with the version of their shape (cart_lines.choices,
// order_lines.choices), and they are parsed when read: a shape this code does not know fails loudly
// instead of being priced or reordered as something else.
//
// Version 1 (issue 9): the first shape. Version 2 (issue 17): a half-and-half may carry the whole
// pizza's modifiers. A row is written at the oldest version that holds it, so only a half-and-half
// with whole-item modifiers is version 2: an instance of the previous release (while a deployment
// rolls) still reads every other row, and refuses that one rather than drop its modifiers and
// undercharge; and the stored form of everything else, which the line's signature is made of, stays
// as it was, so lines written before still merge with the same item added now. Version 3 (issue 18):
// a deal's items may carry their own size, crust and toppings; only such a deal is written so.

/** The newest shape; the reader brings the older ones up to it. */
export const LINE_CHOICES_VERSION = 3;

const id = z.number().int().positive();
const count = z.number().int().positive();
const modifiers = z.array(z.object({ modifierId: id, quantity: count }));
const portion = z.object({ portion: z.enum(HALF_PORTIONS), restaurantProductId: id, modifiers });
const normal = z.object({ kind: z.literal('normal'), restaurantProductId: id, configurationValueIds: z.array(id), modifiers });
const halfV1 = z.object({ kind: z.literal('half_and_half'), configurationValueIds: z.array(id), portions: z.tuple([portion, portion]) });
const dealChildV1 = z.object({ componentTypeId: id, restaurantProductId: id, quantity: count });
const dealV1 = z.object({ kind: z.literal('deal'), dealKey: z.string().min(1), children: z.array(dealChildV1) });
const dealV3 = dealV1.extend({ children: z.array(dealChildV1.extend({ configurationValueIds: z.array(id), modifiers })) });

// Plain objects: the version key is dropped from what they answer.
const choicesV1 = z.discriminatedUnion('kind', [normal, halfV1, dealV1]);
const choicesV2 = z.discriminatedUnion('kind', [normal, halfV1.extend({ modifiers }), dealV1]);
const choicesV3 = z.discriminatedUnion('kind', [normal, halfV1.extend({ modifiers }), dealV3]) satisfies z.ZodType<LineChoices>;

type ChoicesV1 = z.infer<typeof choicesV1>;
type ChoicesV2 = z.infer<typeof choicesV2>;

/** Choices as a row holds them: stamped with the oldest version that holds them. */
export type StoredLineChoices = (ChoicesV1 & { v: 1 }) | (ChoicesV2 & { v: 2 }) | (LineChoices & { v: 3 });

/** Version 3 (issue 18 point 13): a deal's items may have their own size, crust and toppings. */
const needsVersion3 = (choices: LineChoices) =>
  choices.kind === 'deal' && choices.children.some((child) => child.configurationValueIds.length > 0 || child.modifiers.length > 0);
const needsVersion2 = (choices: LineChoices) => choices.kind === 'half_and_half' && choices.modifiers.length > 0;

/** A deal whose items come as the deal makes them, in the shape versions 1 and 2 share. */
function asDealV1(choices: Extract<LineChoices, { kind: 'deal' }>): z.infer<typeof dealV1> {
  return {
    ...choices,
    children: choices.children.map(({ componentTypeId, restaurantProductId, quantity }) => ({ componentTypeId, restaurantProductId, quantity })),
  };
}

function asVersion1(choices: LineChoices): ChoicesV1 {
  if (choices.kind === 'deal') return asDealV1(choices);
  if (choices.kind !== 'half_and_half') return choices;
  const { modifiers: _none, ...first } = choices;
  return first;
}

/** The choices as stored, without their version: what the line's signature is made of. */
export const storedShapeOf = (choices: LineChoices): ChoicesV1 | ChoicesV2 | LineChoices =>
  needsVersion3(choices) || needsVersion2(choices) ? choices : asVersion1(choices);

/** The choices to write into a row. */
export function toStoredChoices(choices: LineChoices): StoredLineChoices {
  if (needsVersion3(choices)) return { v: 3, ...choices };
  if (needsVersion2(choices) && choices.kind === 'half_and_half') return { v: 2, ...choices };
  return { v: 1, ...asVersion1(choices) };
}

// Migration 0014 stamped every row written before versions; a row without one can still come from
// an instance of an older release while a deployment rolls, and it has the first shape.
const versionOf = z.object({ v: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1) });

/** Older shapes brought up to today's: no whole-pizza modifiers, deal items as the deal makes them. */
function upgraded(choices: ChoicesV1 | ChoicesV2): LineChoices {
  if (choices.kind === 'half_and_half') return { modifiers: [], ...choices };
  if (choices.kind === 'deal') return { ...choices, children: choices.children.map((child) => ({ ...child, configurationValueIds: [], modifiers: [] })) };
  return choices;
}

/** A row's choices, parsed into today's shape; throws on a version or a shape it does not know (a server fault, not bad input). */
export function choicesFromStorage(stored: unknown): LineChoices {
  const { v } = versionOf.parse(stored);
  if (v === 3) return choicesV3.parse(stored);
  return upgraded(v === 2 ? choicesV2.parse(stored) : choicesV1.parse(stored));
}
