// Issue 19: the console's ordered lists (a group's modifiers, a size's values): moved one place at a
// time with buttons, which keyboards and screen readers use as well as a mouse.

/** The list with the item at `index` moved `by` places (-1 up, 1 down); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A row's key for React that stays with it as it moves: its id, or one made up for a new row. */
let made = 0;
export const newRowKey = (): string => `new-${++made}`;
