/**
 * A line's choices as a row holds them (cart_lines.choices, order_lines.choices): a JSON document
 * stamped with the version of its shape. modules/catalogue/stored-line-choices.ts writes and parses
 * them; the schema knows only that they are versioned, so it depends on no module (issue 17).
 */
export type VersionedChoices = { v: number };
