import { badRequest } from './http-error.ts';

/**
 * Issue 19: a console save sends a list's items in order (a group's modifiers, an attribute's values,
 * a deal's slots), naming the ones it keeps by id and leaving new ones without. This says which
 * stored ids go; an id that is not one of the parent's is refused (400 naming the field), so a save
 * never takes over another parent's item.
 */
export function removedChildren(stored: readonly number[], sent: readonly { id?: number | undefined }[], field: string): number[] {
  sent.forEach((item, index) => {
    if (item.id !== undefined && !stored.includes(item.id))
      throw badRequest(`body.${field}.${index}.id: ${item.id} is not one of this item’s; leave the id out for a new one`);
  });
  const kept = new Set(sent.map((item) => item.id));
  return stored.filter((id) => !kept.has(id));
}
