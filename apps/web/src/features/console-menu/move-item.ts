/** `ids` with the one at `from` moved to `to` (both within the list): the order a reorder call sends. */
export function moveItem<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to >= ids.length) return [...ids];
  next.splice(to, 0, moved);
  return next;
}
